/** The login page in Arabic (src/i18n/glossary.md). */
export const loginAr = {
  title: 'تسجيل الدخول',
  subtitle: 'مرحبًا بعودتك. يُرجى تسجيل الدخول إلى لوحة التحكم.',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  submit: 'تسجيل الدخول',
  loggingIn: 'جارٍ تسجيل الدخول…',
  forgotPassword: 'هل نسيت كلمة المرور؟',
  noAccount: 'ليس لديك حساب بعد؟',
  createOne: 'أنشئ حسابًا',
  language: 'اللغة',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'عنوان البريد الإلكتروني غير صالح',
  passwordRequired: 'كلمة المرور مطلوبة',
  loginFailed: 'تعذّر تسجيل الدخول',
  unexpectedResponse: 'أرسل الخادم استجابة غير متوقعة. يُرجى إعادة المحاولة.',
  registrationSuccessful: 'تمّ التسجيل بنجاح',
}
