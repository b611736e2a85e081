/**
 * A machine's statechart as inline SVG (no script, no network): states nested as boxes, every
 * transition a labelled arrow (targetless ones loop on their state), the initial state marked with
 * a dot, final states with a double border. Laid out at report time, in node, by ELK's layered
 * algorithm (elkjs), which handles nested states and arrows between levels.
 * `coverage` colours what a test run reached; null draws the chart without it.
 */
import ELK, { type ElkExtendedEdge, type ElkLabel, type ElkNode } from 'elkjs/lib/elk.bundled.js'
import type { AnyStateMachine, AnyTransitionDefinition, StateNode } from 'xstate'
import { allStateNodes, guardName, transitionKey, transitionsOf } from './coverage'
import { eventKind } from './words'

type AnyStateNode = StateNode<any, any> // eslint-disable-line @typescript-eslint/no-explicit-any

export interface DiagramCoverage {
  states: Set<string>
  transitions: Set<string>
}

const FONT = 12
const CHAR = 7
const LABEL_CHAR = 6.2

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** What an arrow says: the event in words, then its guard in brackets. */
export function transitionWords(machine: AnyStateMachine, t: AnyTransitionDefinition): string {
  const guard = guardName(t)
  return `${eventKind(machine, t.eventType)}${guard ? ` [${guard}]` : ''}`
}

const nodeId = (node: AnyStateNode) => `s:${node.id}`

function elkNode(node: AnyStateNode): ElkNode {
  const children = Object.values(node.states as Record<string, AnyStateNode>)
  const titleWidth = node.key.length * CHAR + 32
  if (children.length === 0) return { id: nodeId(node), width: Math.max(90, titleWidth), height: 38 }
  const initial = node.type === 'compound' && node.initial?.target?.[0]
  return {
    id: nodeId(node),
    layoutOptions: {
      'elk.padding': '[top=34,left=16,bottom=16,right=16]',
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${titleWidth}, 60)`,
    },
    children: [...(initial ? [{ id: `i:${node.id}`, width: 12, height: 12 }] : []), ...children.map(elkNode)],
  }
}

interface Arrow {
  id: string
  key: string
  words: string
  internal: boolean
}

function arrowsOf(machine: AnyStateMachine): { edges: ElkExtendedEdge[]; arrows: Map<string, Arrow> } {
  const nodes = allStateNodes(machine.root as AnyStateNode)
  const edges: ElkExtendedEdge[] = []
  const arrows = new Map<string, Arrow>()
  for (const node of nodes) {
    if (node.type === 'compound' && node.initial?.target?.[0] && Object.keys(node.states).length > 0) {
      edges.push({ id: `init:${node.id}`, sources: [`i:${node.id}`], targets: [nodeId(node.initial.target[0] as AnyStateNode)] })
    }
    for (const t of transitionsOf(node)) {
      const key = transitionKey(t)
      const targets = t.target?.length ? (t.target as AnyStateNode[]) : [node]
      targets.forEach((target, i) => {
        const id = `t${edges.length}`
        const words = transitionWords(machine, t)
        const label: ElkLabel = { text: words, width: words.length * LABEL_CHAR + 8, height: 16 }
        edges.push({ id, sources: [nodeId(node)], targets: [nodeId(target)], labels: i === 0 ? [label] : [] })
        arrows.set(id, { id, key, words, internal: !t.target?.length })
      })
    }
  }
  return { edges, arrows }
}

function points(edge: ElkExtendedEdge): string {
  return (edge.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]).map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')
}

export async function statechartSvg(machine: AnyStateMachine, coverage: DiagramCoverage | null): Promise<string> {
  const { edges, arrows } = arrowsOf(machine)
  const graph: ElkNode = {
    id: 'chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '44',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeRouting': 'POLYLINE',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [elkNode(machine.root as AnyStateNode)],
    edges,
  }
  const laid = await new ELK().layout(graph)
  const shapes: string[] = []
  const stateClass = (id: string) => (coverage ? (coverage.states.has(id) ? 'covered' : 'missing') : 'plain')
  const drawNode = (elk: ElkNode, node: AnyStateNode | null) => {
    const { x = 0, y = 0, width = 0, height = 0 } = elk
    if (elk.id.startsWith('i:')) {
      shapes.push(`<circle class="initial" cx="${x + width / 2}" cy="${y + height / 2}" r="${width / 2}"/>`)
      return
    }
    if (!node) return
    const parallelRegion = node.parent?.type === 'parallel'
    const cls = [`state ${stateClass(node.id)}`, parallelRegion ? 'region' : '', node.type === 'final' ? 'final' : ''].filter(Boolean).join(' ')
    shapes.push(`<g class="${cls}"><title>${escapeHtml(node.id)}</title><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8"/>`)
    if (node.type === 'final') shapes.push(`<rect class="inner" x="${x + 3}" y="${y + 3}" width="${width - 6}" height="${height - 6}" rx="6"/>`)
    const leaf = !elk.children?.length
    const label = node.parent ? node.key : `${node.key}${node.type === 'parallel' ? ' (parallel)' : ''}`
    shapes.push(leaf ? `<text x="${x + width / 2}" y="${y + height / 2 + FONT / 3}" text-anchor="middle">${escapeHtml(label)}</text>` : `<text class="title" x="${x + 10}" y="${y + 20}">${escapeHtml(label)}</text>`)
    shapes.push('</g>')
  }
  const byElkId = new Map(allStateNodes(machine.root as AnyStateNode).map((node) => [nodeId(node), node]))
  const walk = (elk: ElkNode) => {
    drawNode(elk, byElkId.get(elk.id) ?? null)
    for (const child of elk.children ?? []) walk(child)
  }
  for (const child of laid.children ?? []) walk(child)
  const lines: string[] = []
  const labels: string[] = []
  for (const edge of laid.edges ?? []) {
    const arrow = arrows.get(edge.id)
    if (!arrow) {
      lines.push(`<polyline class="init-edge" points="${points(edge)}" marker-end="url(#head)"/>`)
      continue
    }
    const cls = coverage ? (coverage.transitions.has(arrow.key) ? 'covered' : 'missing') : 'plain'
    lines.push(`<polyline class="edge ${cls}${arrow.internal ? ' internal' : ''}" points="${points(edge)}" marker-end="url(#head-${cls})"><title>${escapeHtml(arrow.key)}</title></polyline>`)
    for (const label of edge.labels ?? []) {
      const { x = 0, y = 0, width = 0, height = 0 } = label
      labels.push(`<g class="label ${cls}"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="3"/><text x="${x + 4}" y="${y + height - 4}">${escapeHtml(label.text ?? '')}</text></g>`)
    }
  }
  const w = Math.ceil(laid.width ?? 0)
  const h = Math.ceil(laid.height ?? 0)
  const head = (id: string) => `<marker id="${id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker>`
  return [
    `<svg class="chart" xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="statechart of ${escapeHtml(String(machine.id))}">`,
    `<defs>${['head', 'head-covered', 'head-missing', 'head-plain'].map(head).join('')}</defs>`,
    ...shapes,
    ...lines,
    ...labels,
    '</svg>',
  ].join('\n')
}
