// npm run qa:mutants:domain: StrykerJS mutates the domain's money and search rules (pricing and the subscription
// review's total, fees, currency totals and settlement, amounts, the list and checkout search params and the
// payment links' filters) and runs their tests
// (tests/domain, vitest). The report: coverage/mutants/domain.json (npm run qa:report) and domain.html.
// Not part of `npm test`: a full run takes several minutes on two cores.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'tests/mutants/vitest.domain.config.ts' },
  mutate: [
    'src/domain/planPricing.ts',
    'src/domain/subscriptionReview.ts',
    'src/domain/money.ts',
    // Its money lines: the fee fields, the figures and the shares (its date lines read the time zone, see tests/mutants/vitest.domain.config.ts).
    'src/domain/calculation.ts:63-136',
    'src/domain/walletBalances.ts',
    'src/domain/settlement.ts',
    'src/domain/fundsTransfer.ts',
    'src/domain/paymentLinkForm.ts',
    'src/domain/listSearch.ts',
    'src/domain/paymentLinksSearch.ts',
    'src/domain/paymentLinksFilters.ts',
    'src/domain/checkoutSearch.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 1,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'coverage/mutants/domain.json' },
  htmlReporter: { fileName: 'coverage/mutants/domain.html' },
  thresholds: { high: 95, low: 90, break: 90 },
  // The sandbox copy leaves out what the domain's tests never read.
  ignorePatterns: ['dist', 'coverage', 'test-results', '.lighthouse', 'bench', 'deploy', 'public', 'tests/e2e'],
  cleanTempDir: 'always',
}
