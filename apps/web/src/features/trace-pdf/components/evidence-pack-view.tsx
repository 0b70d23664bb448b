import { formatDate, formatDateTime, isRightToLeft, type TEvidencePack } from '@opentrace/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { documentsByFolder, hasRiskAssessment, stageRows, type TStageRow } from '../model/evidence-rows.ts';
import classes from './evidence-pack.module.css';
import { FlowChart } from './flow-chart.tsx';

type TFormat = {
  t: TFunction;
  number: (value: number | null) => string;
  country: (code: string | null) => string;
  date: (value: string) => string;
  dateTime: (value: string) => string;
};

function formatterFor(pack: TEvidencePack, t: TFunction): TFormat {
  const numbers = new Intl.NumberFormat(pack.language, { maximumFractionDigits: 2 });
  const regions = new Intl.DisplayNames([pack.language], { type: 'region', fallback: 'code' });
  return {
    t,
    number: (value) => (value === null ? t('tracePdf.stages.none') : numbers.format(value)),
    country: (code) => {
      if (!code) return t('tracePdf.stages.none');
      try {
        return regions.of(code) ?? code;
      } catch {
        return code;
      }
    },
    date: (value) => formatDate(value, pack.timezone),
    dateTime: (value) => formatDateTime(value, pack.timezone),
  };
}

/** A part of the pack; `newPage` starts it on a fresh sheet when printed. */
function Section({ title, newPage = false, children }: { title: string; newPage?: boolean; children: ReactNode }) {
  return (
    <section className={newPage ? `${classes.section} ${classes.pageStart}` : classes.section}>
      <h2 className={classes.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className={classes.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={classes.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function documentNumbers(row: Pick<TStageRow, 'purchaseOrderNumbers' | 'invoiceNumbers' | 'packingListNumbers'>, t: TFunction): string[] {
  return [
    ...row.purchaseOrderNumbers.map((number) => t('tracePdf.stages.po', { number })),
    ...row.invoiceNumbers.map((number) => t('tracePdf.stages.invoice', { number })),
    ...row.packingListNumbers.map((number) => t('tracePdf.stages.packingList', { number })),
  ];
}

function RequesterAndOrder({ pack, f }: { pack: TEvidencePack; f: TFormat }) {
  const { t } = f;
  const { order, requester } = pack;
  const optional = (value: string | null) => value ?? t('tracePdf.notRecorded');
  return (
    <div className={classes.columns}>
      <Section title={t('tracePdf.requester.title')}>
        <Facts
          items={[
            [t('tracePdf.requester.organisation'), requester.organisation ?? t('tracePdf.requester.administration')],
            [t('tracePdf.requester.phone'), optional(requester.phone)],
            [t('tracePdf.requester.person'), requester.userName],
            [t('tracePdf.requester.email'), requester.email],
          ]}
        />
      </Section>
      <Section title={t('tracePdf.order.title')}>
        <Facts
          items={[
            [t('tracePdf.order.purchaseOrderNumber'), order.purchaseOrderNumber],
            [t('tracePdf.order.purchasedAt'), f.date(order.purchasedAt)],
            [t('tracePdf.order.product'), order.productDescription],
            [t('tracePdf.order.quantity'), `${f.number(order.quantity)} ${t(`tracePdf.units.${order.quantityUnit}`)}`],
            [t('tracePdf.order.invoiceNumber'), optional(order.invoiceNumber)],
            [t('tracePdf.order.packingListNumber'), optional(order.packingListNumber)],
            [t('tracePdf.order.supplier'), `${order.supplier.name} (${order.supplier.roleName})`],
          ]}
        />
      </Section>
    </div>
  );
}

function OrderSuppliers({ pack, f }: { pack: TEvidencePack; f: TFormat }) {
  const { t } = f;
  return (
    <Section title={t('tracePdf.order.suppliersTitle')}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>{t('tracePdf.order.supplier')}</th>
            <th>{t('tracePdf.order.role')}</th>
            <th>{t('tracePdf.order.country')}</th>
            <th>{t('tracePdf.order.date')}</th>
            <th>{t('tracePdf.order.documents')}</th>
          </tr>
        </thead>
        <tbody>
          {pack.order.suppliers.map((supplier) => (
            <tr key={supplier.id}>
              <td>{supplier.supplier.name}</td>
              <td>{supplier.supplier.roleName}</td>
              <td>{f.country(supplier.supplier.countryCode)}</td>
              <td>{f.date(supplier.purchasedAt)}</td>
              <td>
                {documentNumbers(
                  {
                    purchaseOrderNumbers: supplier.purchaseOrderNumber ? [supplier.purchaseOrderNumber] : [],
                    invoiceNumbers: supplier.invoiceNumber ? [supplier.invoiceNumber] : [],
                    packingListNumbers: supplier.packingListNumber ? [supplier.packingListNumber] : [],
                  },
                  t,
                ).join(', ') || t('tracePdf.stages.none')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function TraceSummary({ pack, f }: { pack: TEvidencePack; f: TFormat }) {
  const { t } = f;
  const { trace } = pack;
  const confidence = trace.confidence === null ? t('tracePdf.stages.none') : `${f.number(Math.round(trace.confidence * 1000) / 10)} %`;
  return (
    <Section title={t('tracePdf.summary.title')}>
      <Facts
        items={[
          [t('tracePdf.summary.status'), t(`tracePdf.statuses.${trace.status}`)],
          [t('tracePdf.summary.confidence'), confidence],
          [
            t('tracePdf.summary.rawMaterial'),
            trace.rawMaterialKg === null ? t('tracePdf.stages.none') : `${f.number(trace.rawMaterialKg)} kg`,
          ],
          [t('tracePdf.summary.parties'), f.number(trace.nodes.length)],
          [t('tracePdf.summary.computedAt'), f.dateTime(trace.computedAt)],
        ]}
      />
      <p className={classes.note}>{t('tracePdf.summary.confidenceExplanation')}</p>
      <h3 className={classes.subTitle}>{t('tracePdf.summary.flagsTitle')}</h3>
      {trace.flags.length === 0 ? (
        <p>{t('tracePdf.summary.noFlags')}</p>
      ) : (
        <ul className={classes.flags}>
          {trace.flags.map((flag, index) => (
            <li key={`${flag.nodeId}-${flag.kind}-${index}`}>{flag.message}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Stages({ pack, f }: { pack: TEvidencePack; f: TFormat }) {
  const { t } = f;
  return (
    <Section title={t('tracePdf.stages.title')} newPage>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>{t('tracePdf.stages.tier')}</th>
            <th>{t('tracePdf.stages.party')}</th>
            <th>{t('tracePdf.stages.role')}</th>
            <th>{t('tracePdf.stages.country')}</th>
            <th>{t('tracePdf.stages.documents')}</th>
            <th className={classes.numeric}>{t('tracePdf.stages.in')}</th>
            <th className={classes.numeric}>{t('tracePdf.stages.out')}</th>
            <th>{t('tracePdf.stages.ratio')}</th>
            <th>{t('tracePdf.stages.confidence')}</th>
          </tr>
        </thead>
        <tbody>
          {stageRows(pack.trace).map((row) => (
            <tr key={row.nodeId} className={row.flagged || row.flags.length > 0 ? classes.flaggedRow : undefined}>
              <td>{f.number(row.tier)}</td>
              <td>
                {row.party}
                {row.flags.map((message) => (
                  <div key={message} className={classes.flagText}>
                    {message}
                  </div>
                ))}
              </td>
              <td>{row.role}</td>
              <td>{f.country(row.countryCode)}</td>
              <td>{documentNumbers(row, t).join(', ') || t('tracePdf.stages.none')}</td>
              <td className={classes.numeric}>{f.number(row.inKg)}</td>
              <td className={classes.numeric}>{f.number(row.outKg)}</td>
              <td>
                {row.ratio === null
                  ? t('tracePdf.stages.none')
                  : row.limitRatio === null
                    ? f.number(row.ratio)
                    : t('tracePdf.stages.ratioWithLimit', { ratio: f.number(row.ratio), limit: f.number(row.limitRatio) })}
                {row.flagged ? <strong className={classes.flagText}> {t('tracePdf.stages.flagged')}</strong> : null}
              </td>
              <td>{row.confidence ? t(`tracePdf.confidences.${row.confidence}`) : t('tracePdf.stages.first')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function Risk({ pack, f }: { pack: TEvidencePack; f: TFormat }) {
  const { t } = f;
  return (
    <Section title={t('tracePdf.risk.title')} newPage>
      {hasRiskAssessment(pack) ? (
        <table className={classes.table}>
          <thead>
            <tr>
              <th>{t('tracePdf.risk.level')}</th>
              <th className={classes.numeric}>{t('tracePdf.risk.facilities')}</th>
            </tr>
          </thead>
          <tbody>
            {pack.riskLevels.map((entry) => (
              <tr key={entry.level}>
                <td>{t(`tracePdf.riskLevels.${entry.level}`)}</td>
                <td className={classes.numeric}>{f.number(entry.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('tracePdf.risk.notAssessed')}</p>
      )}
    </Section>
  );
}

function ExternalRisk({ pack, f }: { pack: TEvidencePack; f: TFormat }) {
  const { t } = f;
  const sources = [...new Set(pack.externalRisk.flatMap((country) => country.goodsListings.map((row) => row.source)))];
  return (
    <Section title={t('tracePdf.external.title')}>
      {pack.externalRisk.length === 0 ? <p>{t('tracePdf.external.none')}</p> : null}
      {pack.externalRisk.map((country) => (
        <div key={country.countryCode} className={classes.country}>
          <h3 className={classes.subTitle}>{country.country}</h3>
          <Facts
            items={[
              [
                t('tracePdf.external.countryScore'),
                country.countryScore === null ? t('tracePdf.external.noScore') : f.number(country.countryScore),
              ],
            ]}
          />
          {country.goodsListings.length === 0 ? (
            <p>{t('tracePdf.external.noListings')}</p>
          ) : (
            <table className={classes.table}>
              <thead>
                <tr>
                  <th>{t('tracePdf.external.good')}</th>
                  <th>{t('tracePdf.external.indicator')}</th>
                  <th className={classes.numeric}>{t('tracePdf.external.severity')}</th>
                </tr>
              </thead>
              <tbody>
                {country.goodsListings.map((row) => (
                  <tr key={`${row.good}-${row.indicator}`}>
                    <td>{row.good}</td>
                    <td>{row.indicator}</td>
                    <td className={classes.numeric}>{f.number(row.severity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
      {sources.map((source) => (
        <p key={source} className={classes.note}>
          {t('tracePdf.external.source', { source })}
        </p>
      ))}
    </Section>
  );
}

function DocumentIndex({ pack, f }: { pack: TEvidencePack; f: TFormat }) {
  const { t } = f;
  const folders = documentsByFolder(pack.documents);
  return (
    <Section title={t('tracePdf.documents.title')} newPage>
      <p className={classes.note}>{t('tracePdf.documents.explanation')}</p>
      {folders.length === 0 ? <p>{t('tracePdf.documents.none')}</p> : null}
      {folders.map(({ folder, fileNames }) => (
        <div key={folder} className={classes.folder}>
          <h3 className={classes.subTitle}>
            {t(`tracePdf.documents.folders.${folder}`)}{' '}
            <bdi className={classes.path} dir="ltr">
              ({folder}/)
            </bdi>
          </h3>
          <ol className={classes.files}>
            {fileNames.map((fileName) => (
              <li key={fileName}>
                <bdi>{fileName}</bdi>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </Section>
  );
}

/** The whole evidence pack as printed (ARCHITECTURE.md §8 item 12), in the pack's language. */
export function EvidencePackView({ pack, t }: { pack: TEvidencePack; t: TFunction }) {
  const f = formatterFor(pack, t);
  return (
    <article className={classes.pack} lang={pack.language} dir={isRightToLeft(pack.language) ? 'rtl' : 'ltr'}>
      <header className={classes.header}>
        <h1 className={classes.title}>{t('tracePdf.title')}</h1>
        <p className={classes.subtitle}>{t('tracePdf.subtitle', { po: pack.order.purchaseOrderNumber })}</p>
        <p className={classes.note}>{t('tracePdf.generatedAt', { date: f.dateTime(pack.generatedAt), timezone: pack.timezone })}</p>
      </header>
      <RequesterAndOrder pack={pack} f={f} />
      <OrderSuppliers pack={pack} f={f} />
      <TraceSummary pack={pack} f={f} />
      <Section title={t('tracePdf.chart.title')} newPage>
        <FlowChart
          trace={pack.trace}
          purchaseOrderNumber={pack.order.purchaseOrderNumber}
          rightToLeft={isRightToLeft(pack.language)}
          t={t}
        />
      </Section>
      <Stages pack={pack} f={f} />
      <Risk pack={pack} f={f} />
      <ExternalRisk pack={pack} f={f} />
      <DocumentIndex pack={pack} f={f} />
    </article>
  );
}
