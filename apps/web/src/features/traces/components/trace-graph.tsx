import { Box, Group, Paper, Stack, Text, useDirection } from '@mantine/core';
import { parseLanguage, type TLinkConfidence, type TTraceLink, type TTraceNode } from '@opentrace/domain';
import {
  BaseEdge,
  type Edge,
  EdgeLabelRenderer,
  type EdgeProps,
  getBezierPath,
  Handle,
  MarkerType,
  type Node,
  type NodeProps,
  Position,
} from '@xyflow/react';
import { type CSSProperties, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowGraph, HIDDEN_HANDLE, type TFlowGraphMessage } from '../../../components/flow-graph.tsx';
import { IconShieldCheck } from '../../../components/icons.tsx';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';
import { countryName, formatPercentValue } from '../model/trace-format.ts';
import {
  toElkTraceGraph,
  TRACE_NODE_SIZE,
  traceLayoutKey,
  traceLinkId,
  traceNodeSize,
  tracePositions,
  type TPoint,
} from '../model/trace-layout.ts';

export type TTraceGraphProps = {
  nodes: readonly TTraceNode[];
  links: readonly TTraceLink[];
  /** Nodes a flag speaks about: drawn with a warning border. */
  flaggedNodeIds: ReadonlySet<string>;
  selectedNodeId: string | null;
  onOpenNode: (id: string) => void;
};

type TNodeData = {
  node: TTraceNode;
  place: string;
  verified: string;
  selected: boolean;
  flagged: boolean;
  rightToLeft: boolean;
};
type TTraceFlowNode = Node<TNodeData, 'facility'>;
type TTraceFlowEdge = Edge<{ confidence: TLinkConfidence; viaBroker: boolean }, 'trace'>;

const GRAPH_HEIGHT = 600;

/**
 * Document links read as proof (solid, dark), product links as strong (dashed), inferred links as weak
 * (dotted, muted). Plain colours, not theme variables: xyflow names each arrow-head marker after its colour.
 */
const EDGE_COLOURS: Record<TLinkConfidence, string> = { document: '#0b5563', product: '#1864ab', inferred: '#adb5bd' };
const EDGE_STYLES: Record<TLinkConfidence, CSSProperties> = {
  document: { stroke: EDGE_COLOURS.document, strokeWidth: 2 },
  product: { stroke: EDGE_COLOURS.product, strokeWidth: 2, strokeDasharray: '8 5' },
  inferred: { stroke: EDGE_COLOURS.inferred, strokeWidth: 2, strokeDasharray: '2 5' },
};

function FacilityNode({ data }: NodeProps<TTraceFlowNode>) {
  const { t } = useTranslation();
  const { node, place, verified, selected, flagged, rightToLeft } = data;
  // Goods flow towards the order: in from upstream, out downstream, mirrored for right-to-left.
  const [inSide, outSide] = rightToLeft ? [Position.Right, Position.Left] : [Position.Left, Position.Right];
  const size = traceNodeSize(node);
  const border = selected ? 'var(--mantine-color-brand-7)' : flagged ? 'var(--mantine-color-orange-7)' : undefined;
  return (
    <Paper
      withBorder
      shadow={selected ? 'md' : 'xs'}
      px={8}
      py={6}
      style={{
        ...size,
        overflow: 'hidden',
        cursor: 'pointer',
        borderColor: border,
        borderWidth: border ? 2 : undefined,
        borderStyle: node.nonParticipating ? 'dashed' : undefined,
      }}
    >
      <Handle type="target" position={inSide} isConnectable={false} style={HIDDEN_HANDLE} />
      <Stack gap={2}>
        <Text fw={700} size="sm" truncate title={node.name}>
          <bdi>{node.name}</bdi>
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {place}
        </Text>
        <Group gap={4} wrap="nowrap" justify="space-between">
          {size.width === TRACE_NODE_SIZE.big.width ? (
            <Text size="xs" truncate>
              {t('traces.graph.verified', { share: verified })}
            </Text>
          ) : (
            // A medium node has no room for the word beside the badge; the node's accessible name and this title keep it.
            <Group gap={2} wrap="nowrap" title={t('traces.graph.verified', { share: verified })}>
              <IconShieldCheck size={14} />
              <Text size="xs">{verified}</Text>
            </Group>
          )}
          <RiskLevelBadge riskLevel={node.riskLevel} size="xs" />
        </Group>
      </Stack>
      <Handle type="source" position={outSide} isConnectable={false} style={HIDDEN_HANDLE} />
    </Paper>
  );
}

/** The double bar of the supply-chain map: this link runs through a broker, collapsed into it. */
function IntermediaryMarker({ label }: { label: string }) {
  return (
    <span role="img" aria-label={label} title={label} style={{ display: 'inline-flex', gap: 3 }}>
      <span style={{ width: 2, height: 14, background: 'var(--mantine-color-gray-7)' }} />
      <span style={{ width: 2, height: 14, background: 'var(--mantine-color-gray-7)' }} />
    </span>
  );
}

function TraceEdge(props: EdgeProps<TTraceFlowEdge>) {
  const { t } = useTranslation();
  const [path, labelX, labelY] = getBezierPath(props);
  const confidence = props.data?.confidence ?? 'inferred';
  return (
    <>
      <BaseEdge id={props.id} path={path} markerEnd={props.markerEnd} style={EDGE_STYLES[confidence]} />
      {props.data?.viaBroker ? (
        <EdgeLabelRenderer>
          <div
            style={{
              position: 'absolute',
              transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`,
              background: 'var(--mantine-color-body)',
              padding: 2,
              display: 'flex',
            }}
          >
            <IntermediaryMarker label={t('traces.graph.intermediary')} />
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}

const NODE_TYPES = { facility: FacilityNode };
const EDGE_TYPES = { trace: TraceEdge };

/** ELK is fetched only when a trace is drawn, in its own chunk. */
async function layOut(nodes: readonly TTraceNode[], links: readonly TTraceLink[], direction: 'ltr' | 'rtl') {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  return tracePositions(await new ELK().layout(toElkTraceGraph(nodes, links, direction)));
}

function LegendLine({ confidence }: { confidence: TLinkConfidence }) {
  const style = EDGE_STYLES[confidence];
  return (
    <svg width={36} height={10} aria-hidden="true" focusable="false">
      <line x1={0} y1={5} x2={36} y2={5} style={style} />
    </svg>
  );
}

/** What the lines and marks of the graph mean, in words. */
function TraceGraphLegend() {
  const { t } = useTranslation();
  const confidences: TLinkConfidence[] = ['document', 'product', 'inferred'];
  return (
    <Group gap="lg" component="ul" aria-label={t('traces.graph.legend')} m={0} p={0} style={{ listStyle: 'none' }}>
      {confidences.map((confidence) => (
        <Group key={confidence} gap={6} component="li" wrap="nowrap">
          <LegendLine confidence={confidence} />
          <Text size="sm">{t(`traces.graph.legendItems.${confidence}`)}</Text>
        </Group>
      ))}
      <Group gap={6} component="li" wrap="nowrap">
        <span aria-hidden="true" style={{ display: 'inline-flex', gap: 3 }}>
          <span style={{ width: 2, height: 14, background: 'var(--mantine-color-gray-7)' }} />
          <span style={{ width: 2, height: 14, background: 'var(--mantine-color-gray-7)' }} />
        </span>
        <Text size="sm">{t('traces.graph.intermediary')}</Text>
      </Group>
      <Group gap={6} component="li" wrap="nowrap">
        <Box aria-hidden w={20} h={14} style={{ border: '2px dashed var(--mantine-color-gray-6)', borderRadius: 3 }} />
        <Text size="sm">{t('traces.graph.legendItems.nonParticipating')}</Text>
      </Group>
      <Group gap={6} component="li" wrap="nowrap">
        <Box aria-hidden w={20} h={14} style={{ border: '2px solid var(--mantine-color-orange-7)', borderRadius: 3 }} />
        <Text size="sm">{t('traces.graph.legendItems.flagged')}</Text>
      </Group>
    </Group>
  );
}

/**
 * The trace as a flow chart (xyflow + elkjs, loaded with this module only when the graph tab opens).
 * Laid out once per set of nodes and links; a language switch or a selection redraws in place.
 * Every facility is a focusable button: Enter or Space opens its detail, as a click does.
 */
export default function TraceGraph({ nodes, links, flaggedNodeIds, selectedNodeId, onOpenNode }: TTraceGraphProps) {
  const { t, i18n } = useTranslation();
  const { dir } = useDirection();
  const direction = dir === 'rtl' ? 'rtl' : 'ltr';
  const language = parseLanguage(i18n.language);
  const layoutKey = useMemo(() => traceLayoutKey(nodes, links, direction), [nodes, links, direction]);
  const layOutTrace = useCallback(() => layOut(nodes, links, direction), [nodes, links, direction]);

  const toNodes = useCallback(
    (positions: Map<string, TPoint>): TTraceFlowNode[] =>
      nodes.map((node) => {
        const country = countryName(node.countryCode, language);
        const place = country ? t('traces.graph.place', { role: node.roleName, country }) : node.roleName;
        const verified = formatPercentValue(node.verifiedShare, language);
        const risk = t(`traces.riskLevels.${node.riskLevel ?? 'NOT_ASSESSED'}`);
        return {
          id: node.id,
          type: 'facility',
          position: positions.get(node.id) ?? { x: 0, y: 0 },
          ariaRole: 'button',
          ariaLabel: t('traces.graph.nodeLabel', { name: node.name, place, tier: node.tier, verified, risk }),
          data: {
            node,
            place,
            verified,
            selected: node.id === selectedNodeId,
            flagged: flaggedNodeIds.has(node.id),
            rightToLeft: direction === 'rtl',
          },
        };
      }),
    [nodes, language, t, selectedNodeId, flaggedNodeIds, direction],
  );

  const edges = useMemo<TTraceFlowEdge[]>(() => {
    const names = new Map(nodes.map((node) => [node.id, node.name]));
    return links
      .filter((link) => link.from !== link.to && names.has(link.from) && names.has(link.to))
      .map((link) => ({
        id: traceLinkId(link),
        source: link.from,
        target: link.to,
        type: 'trace',
        data: { confidence: link.confidence, viaBroker: link.viaBroker },
        ariaLabel: t('traces.graph.edgeLabel', {
          supplier: names.get(link.from),
          buyer: names.get(link.to),
          confidence: t(`traces.confidences.${link.confidence}`),
        }),
        markerEnd: { type: MarkerType.ArrowClosed, color: EDGE_COLOURS[link.confidence] },
      }));
  }, [nodes, links, t]);

  const messages = useCallback((message: TFlowGraphMessage) => t(`traces.graph.${message}`), [t]);
  const nodeIds = useMemo(() => new Set(nodes.map((node) => node.id)), [nodes]);

  return (
    <FlowGraph<TTraceFlowNode, TTraceFlowEdge>
      layoutKey={layoutKey}
      layOut={layOutTrace}
      isEmpty={nodes.length === 0}
      toNodes={toNodes}
      edges={edges}
      nodeTypes={NODE_TYPES}
      edgeTypes={EDGE_TYPES}
      messages={messages}
      legend={<TraceGraphLegend />}
      height={GRAPH_HEIGHT}
      openableIds={nodeIds}
      onOpen={onOpenNode}
      controlsPosition={direction === 'rtl' ? 'bottom-right' : 'bottom-left'}
    />
  );
}
