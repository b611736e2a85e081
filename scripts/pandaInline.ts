import { pathToFileURL } from 'node:url'
import { join } from 'node:path'
import { parseAst, type Plugin } from 'vite'

/** The generated style functions a module may import: `css`, `cx` and the recipes. */
const STYLE_MODULES = /(^|\/)styled-system\/(css|recipes)(\/index\.mjs)?$/

type StyleFunction = (...args: unknown[]) => unknown
// An ESTree node, as the bundler's parser returns it.
type Node = { type: string; start: number; end: number; [key: string]: unknown }

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** The value of an expression written out in full (literals, objects, arrays, calls of style functions with such arguments), else undefined. */
function staticValue(node: Node, functions: Map<string, StyleFunction>): { value: unknown } | undefined {
  switch (node.type) {
    case 'Literal':
      return node.regex ? undefined : { value: node.value }
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0 ? { value: (node.quasis as { value: { cooked: string } }[])[0]!.value.cooked } : undefined
    case 'UnaryExpression': {
      const argument = node.operator === '-' ? staticValue(node.argument as Node, functions) : undefined
      return argument && typeof argument.value === 'number' ? { value: -argument.value } : undefined
    }
    case 'ArrayExpression': {
      const items = (node.elements as (Node | null)[]).map((element) => (element && element.type !== 'SpreadElement' ? staticValue(element, functions) : undefined))
      return items.every(Boolean) ? { value: items.map((item) => item!.value) } : undefined
    }
    case 'ObjectExpression': {
      const entries: [string, unknown][] = []
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method) return undefined
        const key = property.key as Node
        const name = !property.computed && key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined
        const value = staticValue(property.value as Node, functions)
        if (name === undefined || !value) return undefined
        entries.push([name, value.value])
      }
      return { value: Object.fromEntries(entries) }
    }
    case 'CallExpression': {
      const callee = node.callee as Node
      const fn = callee.type === 'Identifier' ? functions.get(callee.name as string) : undefined
      if (!fn || node.optional) return undefined
      const args = (node.arguments as Node[]).map((argument) => (argument.type === 'SpreadElement' ? undefined : staticValue(argument, functions)))
      return args.every(Boolean) ? { value: fn(...args.map((arg) => arg!.value)) } : undefined
    }
    default:
      return undefined
  }
}

/**
 * Inlines the results of the style functions Panda generates (`css({...})`, `cx(...)`, `button({ size: 'lg' })`,
 * a slot recipe's class names) wherever their arguments are written out in full: the same functions, run once at
 * build time instead of in the browser, so the checkout ships class names, not the code that computes them.
 * A call whose arguments depend on run time keeps its function. Imports left unused are dropped with their modules.
 */
export function inlineStyleCalls(code: string, functions: Map<string, StyleFunction>): string | null {
  if (!code.includes('styled-system/')) return null
  const program = parseAst(code) as unknown as Node
  const imported = new Map<string, StyleFunction>()
  const imports: Node[] = []
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !STYLE_MODULES.test((statement.source as Node).value as string)) continue
    imports.push(statement)
    for (const specifier of statement.specifiers as Node[]) {
      const fn = specifier.type === 'ImportSpecifier' ? functions.get(((specifier.imported as Node).name ?? (specifier.imported as Node).value) as string) : undefined
      if (fn) imported.set((specifier.local as Node).name as string, fn)
    }
  }
  if (imported.size === 0) return null

  const replacements: { start: number; end: number; text: string }[] = []
  const stillUsed = new Set<string>()
  const visit = (node: Node) => {
    if (node.type === 'ImportDeclaration') return
    if (node.type === 'CallExpression') {
      const inlined = staticValue(node, imported)
      if (inlined) return void replacements.push({ start: node.start, end: node.end, text: JSON.stringify(inlined.value) })
    }
    // Any other mention of an imported name keeps its import (a shadowing local of the same name too: only size is lost).
    if (node.type === 'Identifier' && imported.has(node.name as string)) stillUsed.add(node.name as string)
    for (const [key, child] of Object.entries(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue
      // A property's name is no mention of a variable.
      if (!node.computed && ((node.type === 'Property' && key === 'key') || (node.type === 'MemberExpression' && key === 'property'))) continue
      for (const item of Array.isArray(child) ? child : [child]) if (isNode(item)) visit(item)
    }
  }
  visit(program)

  // An import whose names are all inlined goes, so the bundler leaves its module (and the runtime) out.
  for (const declaration of imports) {
    const kept = (declaration.specifiers as Node[]).filter((specifier) => stillUsed.has((specifier.local as Node).name as string))
    const source = (declaration.source as Node).value as string
    // `cx` alone comes from its own module: the css module's index would bring `css` and its runtime back.
    const from = kept.length > 0 && kept.every((specifier) => ((specifier.imported as Node).name ?? (specifier.imported as Node).value) === 'cx') && source.endsWith('/css') ? `${source}/cx.mjs` : source
    if (kept.length === (declaration.specifiers as Node[]).length && from === source) continue
    const names = kept.map((specifier) => code.slice(specifier.start, specifier.end))
    const text = names.length === 0 ? '' : `import { ${names.join(', ')} } from ${JSON.stringify(from)};`
    replacements.push({ start: declaration.start, end: declaration.end, text })
  }
  if (replacements.length === 0) return null
  let output = code
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) output = output.slice(0, start) + text + output.slice(end)
  return output
}

/** The build's plugin: loads the generated functions from `styled-system/` and inlines their static calls in every module. */
export function pandaInline({ root }: { root: string }): Plugin {
  let functions: Map<string, StyleFunction>
  return {
    name: 'paygrid:panda-inline',
    enforce: 'post',
    async buildStart() {
      const load = async (file: string) => Object.entries((await import(pathToFileURL(join(root, 'styled-system', file)).href)) as Record<string, unknown>)
      const exported = [...(await load('css/index.mjs')), ...(await load('recipes/index.mjs'))]
      functions = new Map(exported.filter((entry): entry is [string, StyleFunction] => typeof entry[1] === 'function'))
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0]!)) return null
      const output = inlineStyleCalls(code, functions)
      return output === null ? null : { code: output, map: null }
    },
  }
}
