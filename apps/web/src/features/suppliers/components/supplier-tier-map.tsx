import '@xyflow/react/dist/style.css';
import { Alert, Box, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { listSeparator, parseLanguage, RISK_LEVELS, roleNameIn, type TRiskLevel, type TSupplierMap } from '@opentrace/domain';
import { Background, Controls, type Edge, Handle, MarkerType, type Node, type NodeProps, Position, ReactFlow } from '@xyflow/react';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '../../../components/icons.tsx';
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

type TLayoutState = { key: string; positions: Map<string, TPoint> } | { key: string; failed: true };

const MAP_HEIGHT = 560;
/**
 * A small map is not blown up past its real size, a large network still fits whole at first sight (zooming in
 * from there reads any part of it), and the view keeps a margin around it.
 */
const FIT_VIEW_OPTIONS = { maxZoom: 1, minZoom: 0.02, padding: 0.15 };
const HIDDEN_HANDLE = { visibility: 'hidden' } as const;

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
  const [layout, setLayout] = useState<TLayoutState | null>(null);
  const laidOutKey = layout?.key;

  useEffect(() => {
    if (map.nodes.length === 0 || laidOutKey === layoutKey) return;
    let cancelled = false;
    layOut(map).then(
      (positions) => {
        if (!cancelled) setLayout({ key: layoutKey, positions });
      },
      () => {
        if (!cancelled) setLayout({ key: layoutKey, failed: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [map, layoutKey, laidOutKey]);

  const current = layout?.key === layoutKey ? layout : null;
  const positions = current && 'positions' in current ? current.positions : null;

  const nodes = useMemo<TFlowNode[]>(() => {
    if (!positions) return [];
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
  }, [map, positions, t, i18n.language]);

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

  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': t('suppliers.map.keyboardHint'),
      'node.a11yDescription.keyboardDisabled': t('suppliers.map.keyboardHint'),
      'edge.a11yDescription.default': t('suppliers.map.edgeHint'),
      'controls.ariaLabel': t('suppliers.map.controls.label'),
      'controls.zoomIn.ariaLabel': t('suppliers.map.controls.zoomIn'),
      'controls.zoomOut.ariaLabel': t('suppliers.map.controls.zoomOut'),
      'controls.fitView.ariaLabel': t('suppliers.map.controls.fitView'),
    }),
    [t],
  );

  const supplierIds = useMemo(() => new Set(map.nodes.map((node) => node.id)), [map]);
  // xyflow's own Enter/Space selects a node; here they open it, like a click.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.classList.contains('react-flow__node')) return;
    const id = target.dataset.id;
    if (!id || !supplierIds.has(id)) return;
    event.preventDefault();
    onOpenSupplier(id);
  };

  if (map.nodes.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('suppliers.map.empty')}
      </Text>
    );
  }

  return (
    <Stack gap="sm">
      <TierMapLegend />
      <Box h={MAP_HEIGHT} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden' }}>
        {current && 'failed' in current ? (
          <Center h="100%" p="md">
            <Alert color="red" variant="light" icon={<IconAlert size={18} />} title={t('suppliers.map.layoutFailed')}>
              <Button size="xs" variant="default" mt="xs" onClick={() => setLayout(null)}>
                {t('common.retry')}
              </Button>
            </Alert>
          </Center>
        ) : positions ? (
          <ReactFlow<TFlowNode, Edge>
            // A new set of suppliers or links is a new drawing: it mounts afresh and fits the view again.
            key={layoutKey}
            aria-label={t('suppliers.map.label')}
            nodes={nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            fitView
            fitViewOptions={FIT_VIEW_OPTIONS}
            minZoom={0.02}
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable={false}
            edgesFocusable={false}
            ariaLabelConfig={ariaLabelConfig}
            onNodeClick={(_event, node) => {
              if (node.type === 'supplier') onOpenSupplier(node.id);
            }}
            onKeyDown={onKeyDown}
          >
            <Background />
            <Controls showInteractive={false} />
          </ReactFlow>
        ) : (
          <Center h="100%">
            <Loader aria-label={t('suppliers.map.loading')} />
          </Center>
        )}
      </Box>
    </Stack>
  );
}
