import '@xyflow/react/dist/style.css';
import { Badge, Paper, Stack, Text } from '@mantine/core';
import type { TSupplyChainMap } from '@opentrace/domain';
import {
  Background,
  BaseEdge,
  Controls,
  type Edge,
  type EdgeProps,
  EdgeLabelRenderer,
  getBezierPath,
  Handle,
  type Node,
  type NodeProps,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useNodesState,
  useReactFlow,
} from '@xyflow/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { needsLayout, nodeSize, positionsFromLayout, toElkGraph } from '../map-layout.ts';

type TMapNode = TSupplyChainMap['nodes'][number];
type TRoleNodeData = { node: TMapNode; brokenFields: number; selected: boolean };
type TRoleNode = Node<TRoleNodeData, 'role'>;
type TSupplyEdge = Edge<{ hasIntermediaryBar: boolean }, 'supply'>;

/** A role on the map: its name, whether it starts a chain, and a warning when a calculated field broke. */
function RoleNode({ data }: NodeProps<TRoleNode>) {
  const { t } = useTranslation();
  const { node, brokenFields, selected } = data;
  return (
    <Paper
      withBorder
      shadow={selected ? 'md' : 'xs'}
      p="xs"
      style={{ ...nodeSize(node), borderColor: selected ? 'var(--mantine-color-blue-6)' : undefined, overflow: 'hidden' }}
    >
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <Stack gap={2}>
        <Text fw={600} size="sm" truncate>
          {node.roleName}
        </Text>
        {node.isInitial ? (
          <Badge size="xs" variant="light">
            {t('supplyChain.initialBadge')}
          </Badge>
        ) : null}
        {brokenFields > 0 ? (
          <Badge size="xs" color="red">
            {t('supplyChain.brokenBadge', { fields: brokenFields })}
          </Badge>
        ) : null}
      </Stack>
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </Paper>
  );
}

/** "Buys from" arrow; the double bar marks a link that may go through an intermediary (broker). */
function SupplyEdge(props: EdgeProps<TSupplyEdge>) {
  const { t } = useTranslation();
  const [path, labelX, labelY] = getBezierPath(props);
  return (
    <>
      <BaseEdge id={props.id} path={path} markerEnd={props.markerEnd} />
      {props.data?.hasIntermediaryBar ? (
        <EdgeLabelRenderer>
          <div
            role="img"
            aria-label={t('supplyChain.intermediaryBar')}
            title={t('supplyChain.intermediaryBar')}
            style={{
              position: 'absolute',
              transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`,
              display: 'flex',
              gap: 3,
              pointerEvents: 'all',
            }}
          >
            <span style={{ width: 2, height: 14, background: 'var(--mantine-color-gray-7)' }} />
            <span style={{ width: 2, height: 14, background: 'var(--mantine-color-gray-7)' }} />
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}

const NODE_TYPES = { role: RoleNode };
const EDGE_TYPES = { supply: SupplyEdge };

export type TMapCanvasProps = {
  map: TSupplyChainMap;
  selectedRoleId: string | null;
  locked: boolean;
  onSelect(roleId: string | null): void;
  onSavePositions(positions: { roleId: string; top: number; left: number }[]): void;
  /** Bumped by the "Arrange" button to force a fresh layout. */
  arrangeRequest: number;
};

/** ELK is only fetched when a layout is needed, in its own chunk. */
async function layOut(map: TSupplyChainMap) {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  return positionsFromLayout(await new ELK().layout(toElkGraph(map)));
}

/** A lone node is not blown up to fill the canvas, and the view keeps a margin around the map. */
const FIT_VIEW_OPTIONS = { maxZoom: 1, padding: 0.2 };

/** The interactive map (loaded on demand with @xyflow/react): drag to place, click to select. */
export default function MapCanvas(props: TMapCanvasProps) {
  // The provider lets the canvas itself refit the view (useReactFlow), not only xyflow's children.
  return (
    <ReactFlowProvider>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}

function Canvas({ map, selectedRoleId, locked, onSelect, onSavePositions, arrangeRequest }: TMapCanvasProps) {
  const { fitView } = useReactFlow<TRoleNode, TSupplyEdge>();
  const laidOut = useMemo<TRoleNode[]>(
    () =>
      map.nodes.map((node) => ({
        id: node.roleId,
        type: 'role',
        ariaLabel: node.roleName,
        position: { x: node.position.left, y: node.position.top },
        draggable: !locked,
        data: {
          node,
          selected: node.roleId === selectedRoleId,
          brokenFields: map.calculatedFields.filter((field) => field.roleId === node.roleId && field.isBroken).length,
        },
      })),
    [map, selectedRoleId, locked],
  );
  // xyflow moves a dragged node through its own state; the saved map replaces it after each change.
  const [nodes, setNodes, onNodesChange] = useNodesState<TRoleNode>(laidOut);
  useEffect(() => setNodes(laidOut), [laidOut, setNodes]);

  const lastArrange = useRef(0);
  useEffect(() => {
    if (locked || map.nodes.length === 0) return;
    const forced = arrangeRequest !== lastArrange.current;
    if (!forced && !needsLayout(map.nodes)) return;
    lastArrange.current = arrangeRequest;
    let cancelled = false;
    void layOut(map).then((positions) => {
      if (cancelled) return;
      // The arranged map shows at once, in full, while it is saved.
      const arranged = new Map(positions.map((position) => [position.roleId, { x: position.left, y: position.top }]));
      setNodes((current) => current.map((node) => ({ ...node, position: arranged.get(node.id) ?? node.position })));
      void fitView(FIT_VIEW_OPTIONS);
      onSavePositions(positions);
    });
    return () => {
      cancelled = true;
    };
  }, [map, locked, arrangeRequest, onSavePositions, setNodes, fitView]);

  // A role added to (or removed from) the map is brought into view rather than left outside it.
  const roleIds = map.nodes.map((node) => node.roleId).join();
  useEffect(() => {
    void fitView(FIT_VIEW_OPTIONS);
  }, [roleIds, fitView]);

  const edges = useMemo<TSupplyEdge[]>(
    () =>
      map.lines
        .filter((line) => line.fromRoleId !== null)
        .map((line) => ({
          id: line.id,
          type: 'supply',
          source: line.fromRoleId!,
          target: line.roleId,
          data: { hasIntermediaryBar: line.hasIntermediaryBar },
        })),
    [map],
  );

  return (
    <div style={{ height: 520, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <ReactFlow
        nodes={nodes}
        onNodesChange={onNodesChange}
        edges={edges}
        nodeTypes={NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        fitView
        fitViewOptions={FIT_VIEW_OPTIONS}
        nodesConnectable={false}
        onNodeClick={(_event, node) => onSelect(node.id)}
        onPaneClick={() => onSelect(null)}
        onNodeDragStop={(_event, node) => onSavePositions([{ roleId: node.id, left: node.position.x, top: node.position.y }])}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
