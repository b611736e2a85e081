import type { Translation } from '../catalog'
import type { LandingMessages } from './landing.en'

/** The landing area in Arabic (src/i18n/glossary.md). */
export const landingAr: Translation<LandingMessages> = {
  logIn: 'تسجيل الدخول',
  getStarted: 'ابدأ الآن',
  footer: 'تذييل الصفحة',
  badge: 'البطاقات وUSDC على شبكة Polygon',
  headline: 'تلقَّ مدفوعاتك بالبطاقة أو بالعملة المستقرة، عبر رابط واحد.',
  pitch: 'يوفّر {product} للتجّار روابط الدفع وعمليات الربط بالمواقع الإلكترونية ومحفظة، مع رسوم واضحة على كل معاملة.',
  createAccount: 'إنشاء حساب',
  features: 'المزايا',
  paymentLinksTitle: 'روابط الدفع',
  paymentLinksText: 'شارك رابطًا واحصل على مدفوعاتك بالبطاقة أو بعملة USDC على شبكة Polygon. تنتهي صلاحية الروابط تلقائيًا بعد شهر.',
  integrationsTitle: 'الربط بالمواقع الإلكترونية',
  integrationsText: 'اربط موقعك بعد أن يراجعه فريقنا، واقبل المدفوعات في صفحة الدفع الخاصة بك.',
  walletTitle: 'المحفظة والتحويلات',
  walletText: 'اطّلع على كل معاملة ورسومها ورصيدك في مكان واحد، وحوّل أموالك متى احتجت إلى ذلك.',
  coverage: 'التغطية',
  gdpr: 'اللائحة العامة لحماية البيانات',
  terms: 'شروط الخدمة',
  privacy: 'سياسة الخصوصية',
  cookies: 'سياسة ملفات تعريف الارتباط',
  support: 'الدعم',
  docs: 'الوثائق',
}
