import { Alert, Anchor, Box, Divider, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, parseLanguage } from '@opentrace/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { TLegalDocument, TLegalDocumentKind } from '../content/legal-document.ts';
import { loadLegalDocument } from '../content/load-legal-document.ts';
import classes from './legal-document-view.module.css';

const legalKeys = {
  all: ['legal'] as const,
  document: (kind: TLegalDocumentKind, language: string) => [...legalKeys.all, kind, language] as const,
};

const OTHER: Record<TLegalDocumentKind, { path: string; labelKey: 'footer.terms' | 'footer.privacy' }> = {
  terms: { path: '/privacy-policy', labelKey: 'footer.privacy' },
  privacy: { path: '/term-conditions', labelKey: 'footer.terms' },
};

/** A terms or privacy document in the reader's language, with a table of contents. */
export function LegalDocumentView({ kind }: { kind: TLegalDocumentKind }) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const document = useQuery({
    queryKey: legalKeys.document(kind, language),
    queryFn: () => loadLegalDocument(kind, language),
    staleTime: Infinity,
    meta: { errorShownInline: true },
  });
  useDocumentTitle(document.data?.title ?? t(kind === 'terms' ? 'footer.terms' : 'footer.privacy'));

  if (document.isPending) return <PageLoader />;
  if (document.isError) {
    return (
      <Alert color="red" variant="light" maw={820} w="100%">
        {t('legal.loadFailed')}
      </Alert>
    );
  }

  const other = OTHER[kind];
  return (
    <Paper component="article" withBorder radius="lg" shadow="xs" p={{ base: 'lg', sm: 48 }} maw={860} w="100%">
      <DocumentBody document={document.data} />
      <Divider my="xl" />
      <Text size="sm">
        {t('legal.otherDocument')}:{' '}
        <Anchor component={Link} to={other.path}>
          {t(other.labelKey)}
        </Anchor>
      </Text>
    </Paper>
  );
}

function DocumentBody({ document }: { document: TLegalDocument }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <header>
        <Title order={1} fz={32}>
          {document.title}
        </Title>
        <Text size="sm" c="dimmed" mt={6}>
          {t('legal.lastUpdated', { date: formatDate(`${document.updated}T12:00:00Z`) })}
        </Text>
      </header>
      <Text size="md" className={classes.lead}>
        {document.intro}
      </Text>
      <Box component="nav" aria-labelledby="legal-contents" className={classes.contents}>
        <Text id="legal-contents" fw={600} size="sm" mb="xs">
          {t('legal.contents')}
        </Text>
        <List size="sm" spacing={4} listStyleType="none">
          {document.sections.map((section) => (
            <List.Item key={section.id}>
              <Anchor href={`#${section.id}`} size="sm">
                {section.heading}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Box>
      {document.sections.map((section) => (
        <Box component="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={classes.section}>
          <Title order={2} fz="h3" id={`${section.id}-heading`} mb="sm">
            {section.heading}
          </Title>
          <Stack gap="sm">
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} className={classes.paragraph}>
                {paragraph}
              </Text>
            ))}
            {section.list ? (
              <List spacing="xs" className={classes.paragraph}>
                {section.list.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            ) : null}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
