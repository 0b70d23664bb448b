import { LINK_CONFIDENCES, type TLinkConfidence, type TTrace } from '@opentrace/domain';
import type { TFunction } from 'i18next';
import { layoutFlowChart, NODE_HEIGHT, NODE_WIDTH } from '../model/flow-chart-layout.ts';
import classes from './evidence-pack.module.css';

/** Line styles by confidence: solid for documents, dashed for product IDs, dotted and pale for inferences. */
export const CONFIDENCE_STROKES: Record<TLinkConfidence, { color: string; dash?: string; width: number }> = {
  document: { color: '#1b5e20', width: 2.5 },
  product: { color: '#1565c0', dash: '8 4', width: 2 },
  inferred: { color: '#9e9e9e', dash: '2 4', width: 2 },
};

const MAX_LABEL = 26;
const clip = (text: string) => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text);

/** The static flow chart of the trace: tiers as columns, links styled by how they were found. */
export function FlowChart({
  trace,
  purchaseOrderNumber,
  rightToLeft,
  t,
}: {
  trace: TTrace;
  purchaseOrderNumber: string;
  rightToLeft: boolean;
  t: TFunction;
}) {
  const chart = layoutFlowChart(trace, rightToLeft);
  const description = t('tracePdf.chart.description', { po: purchaseOrderNumber, parties: trace.nodes.length, links: trace.links.length });
  return (
    <figure className={classes.chart}>
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        width="100%"
        // Never larger than drawn: a short chain stays legible instead of filling the page.
        style={{ maxHeight: '230mm', maxWidth: `${chart.width}px` }}
        role="img"
        aria-label={description}
      >
        <defs>
          {LINK_CONFIDENCES.map((confidence) => (
            <marker
              key={confidence}
              id={`arrow-${confidence}`}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" fill={CONFIDENCE_STROKES[confidence].color} />
            </marker>
          ))}
        </defs>
        {chart.edges.map((edge, index) => {
          const stroke = CONFIDENCE_STROKES[edge.confidence];
          return (
            <path
              key={`${edge.from}-${edge.to}-${index}`}
              d={edge.path}
              fill="none"
              stroke={stroke.color}
              strokeWidth={stroke.width}
              strokeDasharray={stroke.dash}
              markerEnd={`url(#arrow-${edge.confidence})`}
            >
              <title>{`${t(`tracePdf.confidences.${edge.confidence}`)}${edge.viaBroker ? ` (${t('tracePdf.chart.broker')})` : ''}`}</title>
            </path>
          );
        })}
        {chart.nodes.map((node) => (
          <g key={node.id} transform={`translate(${node.x} ${node.y})`}>
            <rect
              width={NODE_WIDTH}
              height={NODE_HEIGHT}
              rx="6"
              fill={node.isRoot ? '#e8f0fe' : '#ffffff'}
              stroke={node.nonParticipating ? '#9e9e9e' : '#37474f'}
              strokeDasharray={node.nonParticipating ? '4 3' : undefined}
            />
            <text x={NODE_WIDTH / 2} y={22} textAnchor="middle" className={classes.chartName}>
              {clip(node.name)}
              <title>{node.name}</title>
            </text>
            <text x={NODE_WIDTH / 2} y={42} textAnchor="middle" className={classes.chartRole}>
              {clip(node.role)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className={classes.legend}>
        <strong>{t('tracePdf.chart.legend')}</strong>
        {LINK_CONFIDENCES.map((confidence) => {
          const stroke = CONFIDENCE_STROKES[confidence];
          return (
            <span key={confidence} className={classes.legendItem}>
              <svg width="36" height="10" aria-hidden="true">
                <line x1="0" y1="5" x2="36" y2="5" stroke={stroke.color} strokeWidth={stroke.width} strokeDasharray={stroke.dash} />
              </svg>
              {t(`tracePdf.confidences.${confidence}`)}: {t(`tracePdf.confidenceHelp.${confidence}`)}
            </span>
          );
        })}
      </figcaption>
    </figure>
  );
}
