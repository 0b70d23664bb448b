import '@xyflow/react/dist/style.css';
import { Alert, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Background, Controls, type Edge, type EdgeTypes, type Node, type NodeTypes, type PanelPosition, ReactFlow } from '@xyflow/react';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert } from './icons.tsx';

export type TFlowPoint = { x: number; y: number };

/** The texts a graph names itself and its controls with; each feature words them for its own subject. */
export type TFlowGraphMessage =
  | 'label'
  | 'loading'
  | 'empty'
  | 'layoutFailed'
  | 'keyboardHint'
  | 'edgeHint'
  | 'controls.label'
  | 'controls.zoomIn'
  | 'controls.zoomOut'
  | 'controls.fitView';

/** The handles only anchor the edges: nothing is connected by hand, so they stay out of sight. */
export const HIDDEN_HANDLE = { visibility: 'hidden' } as const;

/**
 * A small graph is not blown up past its real size, a large one still fits whole at first sight (zooming in
 * from there reads any part of it), and the view keeps a margin around it.
 */
const FIT_VIEW_OPTIONS = { maxZoom: 1, minZoom: 0.02, padding: 0.15 };

type TLayoutState = { key: string; positions: Map<string, TFlowPoint> } | { key: string; failed: true };

export type TFlowGraphProps<TNode extends Node, TEdge extends Edge> = {
  /** Names the nodes and links laid out: a new key is a new drawing, laid out again and fitted to the view. */
  layoutKey: string;
  /** Positions every node; it changes identity only when what it lays out changes. */
  layOut: () => Promise<Map<string, TFlowPoint>>;
  isEmpty: boolean;
  /** The flow nodes at their laid-out places; it changes identity only when they change. */
  toNodes: (positions: Map<string, TFlowPoint>) => TNode[];
  edges: TEdge[];
  nodeTypes: NodeTypes;
  edgeTypes?: EdgeTypes;
  /** Stable per language: it words the graph's labels. */
  messages: (message: TFlowGraphMessage) => string;
  legend: ReactNode;
  height: number;
  /** The nodes a click, Enter or Space opens. */
  openableIds: ReadonlySet<string>;
  onOpen: (id: string) => void;
  controlsPosition?: PanelPosition;
};

/**
 * A read-only flow chart (xyflow, laid out by the caller's ELK run): laid out once per layout key, so a language
 * switch or a selection redraws the nodes in place; a failed layout offers a retry. Every openable node is a
 * focusable button: Enter or Space opens it, as a click does.
 */
export function FlowGraph<TNode extends Node, TEdge extends Edge>({
  layoutKey,
  layOut,
  isEmpty,
  toNodes,
  edges,
  nodeTypes,
  edgeTypes,
  messages,
  legend,
  height,
  openableIds,
  onOpen,
  controlsPosition,
}: TFlowGraphProps<TNode, TEdge>) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<TLayoutState | null>(null);
  const laidOutKey = layout?.key;

  useEffect(() => {
    if (isEmpty || laidOutKey === layoutKey) return;
    let cancelled = false;
    layOut().then(
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
  }, [isEmpty, layOut, layoutKey, laidOutKey]);

  const current = layout?.key === layoutKey ? layout : null;
  const positions = current && 'positions' in current ? current.positions : null;
  const nodes = useMemo(() => (positions ? toNodes(positions) : []), [positions, toNodes]);

  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': messages('keyboardHint'),
      'node.a11yDescription.keyboardDisabled': messages('keyboardHint'),
      'edge.a11yDescription.default': messages('edgeHint'),
      'controls.ariaLabel': messages('controls.label'),
      'controls.zoomIn.ariaLabel': messages('controls.zoomIn'),
      'controls.zoomOut.ariaLabel': messages('controls.zoomOut'),
      'controls.fitView.ariaLabel': messages('controls.fitView'),
    }),
    [messages],
  );

  // xyflow's own Enter/Space selects a node; here they open it, like a click.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.classList.contains('react-flow__node')) return;
    const id = target.dataset.id;
    if (!id || !openableIds.has(id)) return;
    event.preventDefault();
    onOpen(id);
  };

  if (isEmpty) {
    return (
      <Text c="dimmed" size="sm">
        {messages('empty')}
      </Text>
    );
  }

  return (
    <Stack gap="sm">
      {legend}
      <Box h={height} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden' }}>
        {current && 'failed' in current ? (
          <Center h="100%" p="md">
            <Alert color="red" variant="light" icon={<IconAlert size={18} />} title={messages('layoutFailed')}>
              <Button size="xs" variant="default" mt="xs" onClick={() => setLayout(null)}>
                {t('common.retry')}
              </Button>
            </Alert>
          </Center>
        ) : positions ? (
          <ReactFlow<TNode, TEdge>
            // A new set of nodes or links is a new drawing: it mounts afresh and fits the view again.
            key={layoutKey}
            aria-label={messages('label')}
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            fitView
            fitViewOptions={FIT_VIEW_OPTIONS}
            minZoom={0.02}
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable={false}
            edgesFocusable={false}
            ariaLabelConfig={ariaLabelConfig}
            onNodeClick={(_event, node) => {
              if (openableIds.has(node.id)) onOpen(node.id);
            }}
            onKeyDown={onKeyDown}
          >
            <Background />
            <Controls showInteractive={false} position={controlsPosition} />
          </ReactFlow>
        ) : (
          <Center h="100%">
            <Loader aria-label={messages('loading')} />
          </Center>
        )}
      </Box>
    </Stack>
  );
}
