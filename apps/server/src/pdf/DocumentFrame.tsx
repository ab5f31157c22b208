import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';

/*
 * The frame every Owo document shares (reconciliation reports now; invoices and statements
 * later): the company's name, the document's title and period on every page, and page numbers.
 */

export const colours = { ink: '#1a1b1e', muted: '#5c5f66', rule: '#ced4da', band: '#f1f3f5', accent: '#0b7a4b' };

const styles = StyleSheet.create({
  page: {
    paddingTop: 36,
    paddingBottom: 48,
    paddingHorizontal: 36,
    fontFamily: 'Helvetica',
    fontSize: 9,
    color: colours.ink,
  },
  header: { marginBottom: 14, borderBottomWidth: 1, borderBottomColor: colours.accent, paddingBottom: 8 },
  company: { fontSize: 9, color: colours.muted, marginBottom: 2 },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 15 },
  period: { fontSize: 9, color: colours.muted, marginTop: 2 },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 36,
    right: 36,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: colours.muted,
  },
});

export interface DocumentFrameProps {
  companyName: string;
  title: string;
  /** 'As at 31/03/2026', 'For 01/03/2026 to 31/03/2026'. */
  period: string;
  /** Printed at the foot of every page beside the page number, e.g. when it was made. */
  footnote?: string;
  children: ReactNode;
}

/** An A4 document whose header and footer repeat on every page. */
export function DocumentFrame({ companyName, title, period, footnote, children }: DocumentFrameProps) {
  return (
    <Document title={`${title} - ${companyName}`} author={companyName} creator="Owo" producer="Owo">
      <Page size="A4" style={styles.page} wrap>
        <View style={styles.header} fixed>
          <Text style={styles.company}>{companyName}</Text>
          <Text style={styles.title}>{title}</Text>
          <Text style={styles.period}>{period}</Text>
        </View>
        {children}
        <View style={styles.footer} fixed>
          <Text>{footnote ?? ''}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

const sectionStyles = StyleSheet.create({
  section: { marginBottom: 14 },
  heading: { fontFamily: 'Helvetica-Bold', fontSize: 11, marginBottom: 6 },
  row: { flexDirection: 'row', paddingVertical: 2 },
  label: { width: '45%', color: colours.muted },
  value: { width: '55%' },
  strong: { fontFamily: 'Helvetica-Bold' },
});

/** A titled part of a document; the heading never ends a page alone. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={sectionStyles.section}>
      <Text style={sectionStyles.heading} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  );
}

/** Label and value pairs, one a line: a document's summary. */
export function Facts({ facts }: { facts: ReadonlyArray<{ label: string; value: string; strong?: boolean }> }) {
  return (
    <View>
      {facts.map((fact) => (
        <View key={fact.label} style={sectionStyles.row} wrap={false}>
          <Text style={sectionStyles.label}>{fact.label}</Text>
          <Text style={fact.strong ? [sectionStyles.value, sectionStyles.strong] : sectionStyles.value}>
            {fact.value}
          </Text>
        </View>
      ))}
    </View>
  );
}
