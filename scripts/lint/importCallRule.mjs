// `no-restricted-imports` sees only static imports. This rule holds a dynamic import() to the same patterns
// (a lazily loaded module is still a module the room depends on); a type-only allowance does not apply,
// since import() always loads code. Sources that are not written out (a URL in a variable) are not checked.
import ignore from 'ignore'

const sourceOf = (node) => {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked
  return null
}

export const noRestrictedImportCalls = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses a dynamic import() of a module the room may not import.' },
    schema: [{ type: 'object', properties: { patterns: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const groups = (context.options[0]?.patterns ?? []).map(({ group, message }) => ({ matcher: ignore({ allowRelativePaths: true }).add(group), message }))
    return {
      ImportExpression(node) {
        const source = sourceOf(node.source)
        if (source === null) return
        const refused = groups.find(({ matcher }) => matcher.ignores(source))
        if (refused) context.report({ node, message: `'${source}' import is restricted from being used by a pattern. ${refused.message}` })
      },
    }
  },
}
