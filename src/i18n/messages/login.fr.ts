/** The login page in French (src/i18n/glossary.md). */
export const loginFr = {
  title: 'Connexion',
  subtitle: 'Bon retour parmi nous. Connectez-vous à votre tableau de bord.',
  email: 'E-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
  loggingIn: 'Connexion en cours…',
  forgotPassword: 'Mot de passe oublié\u202f?',
  noAccount: 'Pas encore de compte\u202f?',
  createOne: 'Créer un compte',
  language: 'Langue',
  emailRequired: 'L’e-mail est obligatoire',
  emailInvalid: 'Adresse e-mail invalide',
  passwordRequired: 'Le mot de passe est obligatoire',
  loginFailed: 'Échec de la connexion',
  unexpectedResponse: 'Le serveur a envoyé une réponse inattendue. Veuillez réessayer.',
  registrationSuccessful: 'Inscription réussie',
}
