import type { Translation } from '../catalog'
import type { LandingMessages } from './landing.en'

/** The landing area in French (src/i18n/glossary.md). */
export const landingFr: Translation<LandingMessages> = {
  logIn: 'Se connecter',
  getStarted: 'Commencer',
  footer: 'Pied de page',
  badge: 'Cartes et USDC sur Polygon',
  headline: 'Encaissez par carte ou en stablecoin, avec un seul lien.',
  pitch: '{product} offre aux marchands des liens de paiement, des intégrations de site web et un portefeuille, avec des frais clairs sur chaque transaction.',
  createAccount: 'Créer un compte',
  features: 'Fonctionnalités',
  paymentLinksTitle: 'Liens de paiement',
  paymentLinksText: 'Partagez un lien, soyez payé par carte ou en USDC sur Polygon. Les liens expirent d’eux-mêmes au bout d’un mois.',
  integrationsTitle: 'Intégrations de site web',
  integrationsText: 'Connectez votre site une fois qu’il a été examiné par notre équipe, et encaissez les paiements sur votre propre page de paiement.',
  walletTitle: 'Portefeuille et virements',
  walletText: 'Retrouvez chaque transaction, ses frais et votre solde au même endroit, et transférez vos fonds quand vous en avez besoin.',
  coverage: 'Couverture',
  gdpr: 'RGPD',
  terms: 'Conditions d’utilisation',
  privacy: 'Politique de confidentialité',
  cookies: 'Politique relative aux cookies',
  support: 'Support',
  docs: 'Documentation',
}
