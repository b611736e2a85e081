import type { Translation } from '../catalog'
import type { SubscriptionsAdminMessages } from './subscriptionsAdmin.en'

/** The admin's subscriptions in French (src/i18n/glossary.md). */
export const subscriptionsAdminFr: Translation<SubscriptionsAdminMessages> = {
  title: 'Abonnements',
  subtitle: 'Toutes les formules souscrites par tous les clients, les plus récentes d’abord',
  emptyTitle: 'Aucun abonnement pour le moment',
  emptyHint: 'Les abonnements apparaîtront ici lorsque des clients choisiront une formule.',
  filteredTitle: 'Aucun abonnement ne correspond à ces filtres',
  filteredHint: 'Essayez d’ajuster vos termes de recherche ou vos filtres',
  clearFilters: 'Effacer les filtres',
  fetchFailed: 'Impossible de récupérer les abonnements',
  searchLabel: 'Rechercher des abonnements',
  searchPlaceholder: 'Rechercher par e-mail ou nom de l’utilisateur',
  filtersLabel: 'Filtres des abonnements',
  plan: 'Formule',
  allPlans: 'Toutes les formules',
  state: 'État',
  allStates: 'Tous les états',
  active: 'Actif',
  inactive: 'Inactif',
  monthly: 'Mensuel',
  annual: 'Annuel',
  caption: 'Abonnements',
  rangeNoun: 'abonnements',
  user: 'Utilisateur',
  billing: 'Facturation',
  period: 'Période',
  amountCharged: 'Montant facturé',
  promo: 'Code promo {code}',
  chargedLabel: 'Facturé pour ces abonnements',
  chargedHelp: {
    one: '{number} abonnement, en {currency} : les abonnements sont tarifés en euros et comptés à part des paiements',
    many: '{number} d’abonnements, en {currency} : les abonnements sont tarifés en euros et comptés à part des paiements',
    other: '{number} abonnements, en {currency} : les abonnements sont tarifés en euros et comptés à part des paiements',
  },
}
