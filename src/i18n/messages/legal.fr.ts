/** The coverage, legal and support pages' copy in French (src/i18n/glossary.md). */
export const legalFr = {
  coverageCards: 'Cartes\u00a0: Visa, Mastercard et les autres grandes cartes, débitées en USD ou en EUR par notre prestataire de paiement par carte.',
  coverageCrypto: 'Crypto\u00a0: USDC sur le réseau Polygon uniquement. Les paiements sont généralement confirmés en 1 à 2\u00a0minutes.',
  coverageWhere: 'Les liens de paiement et les intégrations de site web fonctionnent pour les clients partout où ces moyens de paiement leur sont accessibles.',
  gdprData: 'Nous traitons les données personnelles conformément au RGPD\u00a0: uniquement ce dont un paiement a besoin, aussi longtemps que la loi l’exige.',
  gdprRights: 'Pour accéder à vos données, les rectifier ou les effacer, contactez le support.',
  termsScope: 'Les présentes conditions régissent l’utilisation de la passerelle de paiement par les marchands et leurs clients.',
  termsFees: 'Des frais s’appliquent à chaque transaction\u00a0; les formules d’abonnement précisent ce que chacune comprend.',
  privacyCollected: 'Nous collectons les données nécessaires pour traiter les paiements, vérifier les identités (KYC) et prévenir la fraude.',
  privacyNeverSold: 'Nous ne vendons jamais de données personnelles.',
  cookiesNeeded: 'Nous utilisons les cookies nécessaires pour vous garder connecté et pour protéger les formulaires contre les requêtes intersites.',
  cookiesNoAds: 'Aucun cookie publicitaire n’est utilisé.',
  supportMerchants: 'Les marchands peuvent joindre le support depuis leur tableau de bord ou par e-mail.',
  supportCustomers: 'Les clients qui ont une question sur un paiement doivent d’abord contacter le marchand.',
  docsIntegrations: 'Intégrez votre site web pour encaisser les paiements sur votre propre page de paiement, une fois qu’il a été examiné par notre équipe.',
  docsLinks: 'Les liens de paiement ne demandent aucun code\u00a0: créez-en un, partagez-le, soyez payé par carte ou en USDC sur Polygon.',
}
