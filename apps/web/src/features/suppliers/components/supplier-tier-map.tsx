import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { listSeparator, parseLanguage, RISK_LEVELS, roleNameIn, type TRiskLevel, type TSupplierMap } from '@opentrace/domain';
import { type Edge, Handle, MarkerType, type Node, type NodeProps, Position } from '@xyflow/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowGraph, HIDDEN_HANDLE, type TFlowGraphMessage } from '../../../components/flow-graph.tsx';
import {
  riskColour,
  supplierPositions,
  textColourOn,
  TIER_MAP_NODE_SIZE,
  tierHeaderPositions,
  tierLayoutKey,
  toElkTierGraph,
  type TPoint,
} from '../model/tier-map-layout.ts';

export interface TSupplierTierMapProps {
  map: TSupplierMap;
  onOpenSupplier: (id: string) => void;
}

type TSupplierNodeData = { name: string; typeName: string; riskText: string; riskLevel: TRiskLevel | null };
type TSupplierFlowNode = Node<TSupplierNodeData, 'supplier'>;
type TTierNodeData = { label: string; roles: string };
type TTierFlowNode = Node<TTierNodeData, 'tier'>;
type TFlowNode = TSupplierFlowNode | TTierFlowNode;

const MAP_HEIGHT = 560;

/** A supplier: filled with its risk colour, with text in whichever of black or white reads best on it. */
function SupplierNode({ data }: NodeProps<TSupplierFlowNode>) {
  const background = riskColour(data.riskLevel);
  const colour = textColourOn(background);
  return (
    <Paper
      withBorder
      shadow="xs"
      p="xs"
      style={{ ...TIER_MAP_NODE_SIZE.big, background, color: colour, cursor: 'pointer', overflow: 'hidden' }}
    >
      <Handle type="target" position={Position.Left} isConnectable={false} style={HIDDEN_HANDLE} />
      <Stack gap={2}>
        <Text fw={700} size="sm" c={colour} truncate title={data.name}>
          {data.name}
        </Text>
        <Text size="xs" c={colour} truncate>
          {data.typeName}
        </Text>
        <Text size="xs" fw={600} c={colour}>
          {data.riskText}
        </Text>
      </Stack>
      <Handle type="source" position={Position.Right} isConnectable={false} style={HIDDEN_HANDLE} />
    </Paper>
  );
}

/** The label over a tier's column, with the roles it holds. */
function TierNode({ data }: NodeProps<TTierFlowNode>) {
  return (
    <Stack gap={2} justify="flex-end" ta="center" style={TIER_MAP_NODE_SIZE.medium}>
      <Text fw={700} size="sm">
        {data.label}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {data.roles}
      </Text>
    </Stack>
  );
}

const NODE_TYPES = { supplier: SupplierNode, tier: TierNode };

/** ELK is fetched only when a map is drawn, in its own chunk. */
async function layOut(map: TSupplierMap): Promise<Map<string, TPoint>> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  return supplierPositions(await new ELK().layout(toElkTierGraph(map)));
}

function TierMapLegend() {
  const { t } = useTranslation();
  const levels = [...RISK_LEVELS, null] as const;
  return (
    <Group gap="md" component="ul" aria-label={t('suppliers.map.legend')} m={0} p={0} style={{ listStyle: 'none' }}>
      {levels.map((level) => (
        <Group key={level ?? 'none'} gap={6} component="li" wrap="nowrap">
          <Box
            aria-hidden
            w={14}
            h={14}
            style={{ background: riskColour(level), borderRadius: 3, border: '1px solid var(--mantine-color-gray-6)' }}
          />
          <Text size="sm">{t(`suppliers.map.riskLevels.${level ?? 'NOT_ASSESSED'}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * The brand's suppliers tier by tier (issue 18 "Tier map"), laid out once per set of suppliers and
 * links: a rename, a new risk level or a language switch redraws the nodes in place.
 */
export function SupplierTierMap({ map, onOpenSupplier }: TSupplierTierMapProps) {
  const { t, i18n } = useTranslation();
  const layoutKey = useMemo(() => tierLayoutKey(map), [map]);
  const layOutMap = useCallback(() => layOut(map), [map]);

  const toNodes = useCallback(
    (positions: Map<string, TPoint>): TFlowNode[] => {
      const language = parseLanguage(i18n.language);
      const roleName = (role: TSupplierMap['nodes'][number]['type']) => roleNameIn(role, language);
      const headers = tierHeaderPositions(map, positions).map<TTierFlowNode>(({ column, position }) => ({
        id: `tier:${column.tier ?? 'none'}`,
        type: 'tier',
        position,
        focusable: false,
        data: {
          label: column.tier === null ? t('suppliers.map.noTier') : t('suppliers.map.tier', { tier: column.tier }),
          roles: column.roles.map(roleName).join(listSeparator(language)),
        },
      }));
      const suppliers = map.nodes.map<TSupplierFlowNode>((node) => {
        const typeName = roleName(node.type);
        const riskText = t(`suppliers.map.riskLevels.${node.riskLevel ?? 'NOT_ASSESSED'}`);
        return {
          id: node.id,
          type: 'supplier',
          position: positions.get(node.id) ?? { x: 0, y: 0 },
          ariaRole: 'button',
          ariaLabel: t('suppliers.map.nodeLabel', { name: node.name, type: typeName, risk: riskText }),
          data: { name: node.name, typeName, riskText, riskLevel: node.riskLevel },
        };
      });
      return [...headers, ...suppliers];
    },
    [map, t, i18n.language],
  );

  const edges = useMemo<Edge[]>(() => {
    const names = new Map(map.nodes.map((node) => [node.id, node.name]));
    return map.nodes.flatMap((node) =>
      [...new Set(node.targets)]
        .filter((target) => names.has(target) && target !== node.id)
        .map((target) => ({
          id: `${node.id}->${target}`,
          source: node.id,
          target,
          ariaLabel: t('suppliers.map.edgeLabel', { supplier: node.name, buyer: names.get(target) }),
          markerEnd: { type: MarkerType.ArrowClosed },
        })),
    );
  }, [map, t]);

  const messages = useCallback((message: TFlowGraphMessage) => t(`suppliers.map.${message}`), [t]);
  // The tier headers are labels, not suppliers: only a supplier opens.
  const supplierIds = useMemo(() => new Set(map.nodes.map((node) => node.id)), [map]);

  return (
    <FlowGraph<TFlowNode, Edge>
      layoutKey={layoutKey}
      layOut={layOutMap}
      isEmpty={map.nodes.length === 0}
      toNodes={toNodes}
      edges={edges}
      nodeTypes={NODE_TYPES}
      messages={messages}
      legend={<TierMapLegend />}
      height={MAP_HEIGHT}
      openableIds={supplierIds}
      onOpen={onOpenSupplier}
    />
  );
}
