/**
 * The sandbox's messages in the language the request asks for (`Accept-Language`, which the app sets to the page's
 * language): the messages a person reads on a screen (a refused login, a link not found, a refused transfer, a
 * confirmation) in French and Arabic. The messages only a developer meets (a malformed body, query or header, the
 * `__sandbox/` controls) stay English, as the contract's examples write them, and so do the token failures' 401
 * messages: clients read them to start the refresh (SPEC §4), they are never shown. A message with values is a
 * template: `{name}` stands for a value, which the translation keeps as sent.
 */
export type MessageLanguage = 'fr' | 'ar'

const MESSAGES: Record<string, Record<MessageLanguage, string>> = {
  // Sign-in, registration, passwords, the e-mail check.
  'Invalid email or password.': { fr: 'E-mail ou mot de passe incorrect.', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' },
  'Password must be at least 8 characters long.': { fr: 'Le mot de passe doit comporter au moins 8\u00a0caractères.', ar: 'يجب أن تتكوّن كلمة المرور من 8 أحرف على الأقل.' },
  'Passwords do not match.': { fr: 'Les mots de passe ne correspondent pas.', ar: 'كلمتا المرور غير متطابقتين.' },
  'Enter a valid email address.': { fr: 'Saisissez une adresse e-mail valide.', ar: 'أدخل عنوان بريد إلكتروني صالحًا.' },
  'A user with this email already exists.': { fr: 'Un compte existe déjà avec cet e-mail.', ar: 'يوجد حساب مسجّل بهذا البريد الإلكتروني بالفعل.' },
  'Invalid telegram username format.': { fr: 'Format de nom d’utilisateur Telegram non valide.', ar: 'صيغة اسم المستخدم في Telegram غير صالحة.' },
  'Telegram username is required.': { fr: 'Le nom d’utilisateur Telegram est obligatoire.', ar: 'اسم المستخدم في Telegram مطلوب.' },
  'The e-mail address cannot be changed.': { fr: 'L’adresse e-mail ne peut pas être modifiée.', ar: 'لا يمكن تغيير عنوان البريد الإلكتروني.' },
  'Invalid phone number format': { fr: 'Format de numéro de téléphone invalide', ar: 'صيغة رقم الهاتف غير صالحة' },
  'Invalid or expired reset token.': { fr: 'Ce lien de réinitialisation n’est pas valide ou a expiré.', ar: 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية.' },
  'Invalid or expired verification link.': { fr: 'Ce lien de vérification n’est pas valide ou a expiré.', ar: 'رابط التحقق غير صالح أو منتهي الصلاحية.' },
  'Logged out successfully.': { fr: 'Vous êtes déconnecté.', ar: 'تم تسجيل الخروج بنجاح.' },
  'Registration successful. Please check your e-mail to verify your account.': {
    fr: 'Inscription réussie. Consultez vos e-mails pour vérifier votre compte.',
    ar: 'تم التسجيل بنجاح. يُرجى مراجعة بريدك الإلكتروني للتحقق من حسابك.',
  },
  'Settings updated successfully.': { fr: 'Paramètres enregistrés.', ar: 'تم تحديث الإعدادات بنجاح.' },
  'Telegram username updated successfully.': { fr: 'Nom d’utilisateur Telegram enregistré.', ar: 'تم تحديث اسم المستخدم في Telegram بنجاح.' },
  'If an account exists for this e-mail, a password reset link has been sent.': {
    fr: 'Si un compte existe avec cet e-mail, un lien de réinitialisation du mot de passe lui a été envoyé.',
    ar: 'إذا كان هناك حساب مرتبط بهذا البريد الإلكتروني، فقد أُرسل إليه رابط لإعادة تعيين كلمة المرور.',
  },
  'Your password has been reset. You can now log in.': {
    fr: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
    ar: 'تمت إعادة تعيين كلمة المرور. يمكنك الآن تسجيل الدخول.',
  },
  'Your e-mail address has been verified.': { fr: 'Votre adresse e-mail a été vérifiée.', ar: 'تم التحقق من عنوان بريدك الإلكتروني.' },
  'You do not have permission to perform this action (requires {roles}).': {
    fr: 'Vous n’avez pas l’autorisation d’effectuer cette action (requiert {roles}).',
    ar: 'ليست لديك صلاحية تنفيذ هذا الإجراء (يتطلب {roles}).',
  },

  // The checkout.
  'Invalid email address': { fr: 'Adresse e-mail invalide', ar: 'عنوان البريد الإلكتروني غير صالح' },
  'First name must be at least 2 characters': { fr: 'Le prénom doit comporter au moins 2\u00a0caractères', ar: 'يجب أن يتكوّن الاسم الأول من حرفين على الأقل' },
  'Last name must be at least 2 characters': { fr: 'Le nom doit comporter au moins 2\u00a0caractères', ar: 'يجب أن يتكوّن اسم العائلة من حرفين على الأقل' },
  'This payment link has expired.': { fr: 'Ce lien de paiement a expiré.', ar: 'انتهت صلاحية رابط الدفع هذا.' },
  'Transaction not found.': { fr: 'Transaction introuvable.', ar: 'المعاملة غير موجودة.' },
  'Payment link not found.': { fr: 'Lien de paiement introuvable.', ar: 'رابط الدفع غير موجود.' },
  'This payment link does not accept {method} payments.': {
    fr: 'Ce lien de paiement n’accepte pas les paiements {method}.',
    ar: 'لا يقبل رابط الدفع هذا المدفوعات عبر {method}.',
  },

  // Payment links.
  'Payment links are not available for this account.': { fr: 'Les liens de paiement ne sont pas disponibles pour ce compte.', ar: 'روابط الدفع غير متاحة لهذا الحساب.' },
  'Amount is required': { fr: 'Le montant est obligatoire', ar: 'المبلغ مطلوب' },
  'Amount can have at most 2 decimals': { fr: 'Le montant ne peut pas avoir plus de 2\u00a0décimales', ar: 'لا يمكن أن يتضمن المبلغ أكثر من منزلتين عشريتين' },
  'Please enter a valid number': { fr: 'Veuillez saisir un nombre valide', ar: 'يُرجى إدخال رقم صالح' },
  'Currency must be USD or EUR': { fr: 'La devise doit être USD ou EUR', ar: 'يجب أن تكون العملة USD أو EUR' },
  'Please fill in all required fields': { fr: 'Veuillez remplir tous les champs obligatoires', ar: 'يُرجى ملء جميع الحقول المطلوبة' },
  'Name must be at most {max} characters': { fr: 'Le nom doit comporter au plus {max}\u00a0caractères', ar: 'يجب ألا يتجاوز الاسم {max} حرفًا' },
  'Description must be at most {max} characters': { fr: 'La description doit comporter au plus {max}\u00a0caractères', ar: 'يجب ألا يتجاوز الوصف {max} حرفًا' },
  'Please select at least one payment method': { fr: 'Veuillez sélectionner au moins un moyen de paiement', ar: 'يُرجى اختيار طريقة دفع واحدة على الأقل' },
  'Each product needs a name, a numeric price and an integer quantity.': {
    fr: 'Chaque produit doit avoir un nom, un prix numérique et une quantité entière.',
    ar: 'يحتاج كل منتج إلى اسم وسعر رقمي وكمية بعدد صحيح.',
  },
  'Payment link created successfully!': { fr: 'Lien de paiement créé !', ar: 'تم إنشاء رابط الدفع بنجاح!' },

  // Subscription and KYC.
  'KYC verification is required before subscribing.': {
    fr: 'La vérification KYC est requise avant de souscrire un abonnement.',
    ar: 'يجب إكمال التحقق من الهوية (KYC) قبل الاشتراك.',
  },
  'Unknown plan: {plan}.': { fr: 'Formule inconnue\u00a0: {plan}.', ar: 'باقة غير معروفة: {plan}.' },
  'Invalid promo code': { fr: 'Code promo invalide', ar: 'رمز خصم غير صالح' },
  'Promo code applied successfully': { fr: 'Code promo appliqué', ar: 'تم تطبيق رمز الخصم بنجاح' },
  'Promo code {code} does not apply to the {plan} plan.': {
    fr: 'Le code promo {code} ne s’applique pas à la formule {plan}.',
    ar: 'رمز الخصم {code} لا ينطبق على باقة {plan}.',
  },
  'User not found.': { fr: 'Utilisateur introuvable.', ar: 'المستخدم غير موجود.' },

  // Integrations.
  'Integration not found.': { fr: 'Intégration introuvable.', ar: 'عملية التكامل غير موجودة.' },
  'This integration has already been approved.': { fr: 'Cette intégration a déjà été approuvée.', ar: 'تمت الموافقة على عملية التكامل هذه مسبقًا.' },
  'This integration has already been rejected.': { fr: 'Cette intégration a déjà été refusée.', ar: 'تم رفض عملية التكامل هذه مسبقًا.' },
  'Your integration is already waiting for review.': { fr: 'Votre intégration est déjà en attente d’examen.', ar: 'عملية التكامل الخاصة بك بانتظار المراجعة بالفعل.' },
  'Your website is already integrated.': { fr: 'Votre site web est déjà intégré.', ar: 'موقعك الإلكتروني مدمج بالفعل.' },
  'A reason is only given with a rejection.': { fr: 'Un motif ne s’indique qu’avec un refus.', ar: 'لا يُذكر السبب إلا عند الرفض.' },
  'Integration submitted for review.': { fr: 'Intégration soumise pour examen.', ar: 'تم إرسال عملية التكامل للمراجعة.' },
  'Integration approved successfully': { fr: 'Intégration approuvée', ar: 'تم قبول التكامل بنجاح' },
  'Integration rejected successfully': { fr: 'Intégration refusée', ar: 'تم رفض التكامل بنجاح' },

  // Wallets and transfers.
  'This account has no wallet.': { fr: 'Ce compte n’a pas de portefeuille.', ar: 'لا توجد محفظة لهذا الحساب.' },
  'Wallet not found.': { fr: 'Portefeuille introuvable.', ar: 'المحفظة غير موجودة.' },
  'Transfer not found.': { fr: 'Transfert introuvable.', ar: 'التحويل غير موجود.' },
  'Amount is required.': { fr: 'Le montant est obligatoire.', ar: 'المبلغ مطلوب.' },
  'Amount must be a number with at most two decimals.': {
    fr: 'Le montant doit être un nombre avec au plus deux décimales.',
    ar: 'يجب أن يكون المبلغ رقمًا بمنزلتين عشريتين كحد أقصى.',
  },
  'Amount must be greater than 0.': { fr: 'Le montant doit être supérieur à 0.', ar: 'يجب أن يكون المبلغ أكبر من 0.' },
  "Amount exceeds the wallet's available balance of {amount} {currency}.": {
    fr: 'Le montant dépasse le solde disponible du portefeuille, {amount} {currency}.',
    ar: 'يتجاوز المبلغ الرصيد المتاح في المحفظة، وهو {amount} {currency}.',
  },
  'Insufficient balance: {amount} available.': { fr: 'Solde insuffisant\u00a0: {amount} disponible.', ar: 'الرصيد غير كافٍ: المتاح {amount}.' },
  'Only PENDING transfers can be changed.': { fr: 'Seuls les transferts en attente (PENDING) peuvent être modifiés.', ar: 'لا يمكن تعديل إلا التحويلات المعلّقة (PENDING).' },
  'Only PENDING transfers can be deleted.': { fr: 'Seuls les transferts en attente (PENDING) peuvent être supprimés.', ar: 'لا يمكن حذف إلا التحويلات المعلّقة (PENDING).' },
  'Only a PENDING transfer can be cancelled; this one is {status}.': {
    fr: 'Seul un transfert en attente (PENDING) peut être annulé\u202f; celui-ci est {status}.',
    ar: 'لا يمكن إلغاء إلا تحويل معلّق (PENDING)؛ وحالة هذا التحويل {status}.',
  },
  'A {from} transfer cannot move to {to}.': { fr: 'Un transfert {from} ne peut pas passer à {to}.', ar: 'لا يمكن نقل تحويل بحالة {from} إلى {to}.' },
  'Funds transferred successfully.': { fr: 'Fonds transférés avec succès.', ar: 'تم تحويل الأموال بنجاح.' },
}

const PLACEHOLDER = /\{(\w+)\}/g
const HAS_PLACEHOLDER = /\{\w+\}/
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each template with values as a pattern that reads them back: "Unknown plan: {plan}." reads "Unknown plan: pro." */
const TEMPLATES = Object.entries(MESSAGES)
  .filter(([english]) => HAS_PLACEHOLDER.test(english))
  .map(([english, words]) => {
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!)
    const pattern = new RegExp(`^${english.split(PLACEHOLDER).map((part, index) => (index % 2 ? '(.+?)' : escapeRegExp(part))).join('')}$`)
    return { pattern, names, words }
  })

/** `message` in `language` where the sandbox has it; as it is otherwise (a developer's message, or one it does not know). */
export function localizeMessage(message: string, language: MessageLanguage): string {
  const exact = MESSAGES[message]
  if (exact) return exact[language]
  for (const { pattern, names, words } of TEMPLATES) {
    const match = pattern.exec(message)
    if (!match) continue
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]))
    return words[language].replace(PLACEHOLDER, (_, name: string) => values[name] ?? '')
  }
  return message
}

/**
 * The language a request asks its messages in: the first language of its `Accept-Language` the sandbox writes
 * (French or Arabic); none for English, any other language or no header (the messages stay as written).
 */
export function requestedLanguage(request: Request): MessageLanguage | null {
  const header = request.headers.get('accept-language') ?? ''
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: quality === undefined ? 1 : Number(quality), index }
    })
    .filter((entry) => entry.language && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { language } of ranked) {
    if (language === 'fr' || language === 'ar') return language
    if (language === 'en') return null
  }
  return null
}
