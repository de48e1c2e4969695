import { Link } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { buttonVariants } from '~/components/ui/button.tsx'
import { SectionCard } from '~/components/ui/card.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { PageHeader } from '~/components/ui/page-header.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { readLocal } from '~/utils/storage.ts'
import { SessionCard } from './nmt-session-card.tsx'
import { NMT_SAMPLE_CARDS } from '#api/domain/exam/demo/nmt-samples.ts'
import { cardsFromLocal, cardsFromSessions, nmtLocalEntries, type ResultCard } from '#api/domain/exam/results.ts'
import type { PracticeSession } from '#openapi/types.ts'

type NmtResultsProps = { signedIn: boolean; sessions: PracticeSession[]; loadError: boolean }

/**
 * /nmt-results: one card per completed NMT (Ukrainian) test, newest first. Signed in: the server's sessions;
 * visitors: userProgress in this browser. With none, the spec's sample sessions appear, labelled as an example.
 */
export function NmtResultsList({ signedIn, sessions, loadError }: NmtResultsProps) {
  const { t } = useTranslation(['results', 'common'])
  const [localCards, setLocalCards] = useState<ResultCard[] | null>(null)
  const [openId, setOpenId] = useState<string | null>(null)

  useEffect(() => {
    if (!signedIn) setLocalCards(cardsFromLocal(nmtLocalEntries(readLocal('userProgress') ?? [])))
  }, [signedIn])

  const cards = signedIn ? cardsFromSessions(sessions) : localCards
  const isExample = cards !== null && cards.length === 0

  return (
    <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 md:py-10" data-testid="nmt-results">
      <PageHeader title={t('nmt.title')} subtitle={signedIn ? t('nmt.subtitleAccount') : t('nmt.subtitleBrowser')} />

      {loadError ? (
        <Notice tone="danger" className="text-base" data-testid="nmt-results-error">
          {t('nmt.loadError')}
        </Notice>
      ) : null}

      {cards === null ? (
        <p role="status" className="text-ink-muted">
          {t('common:states.loading')}
        </p>
      ) : (
        <>
          {isExample ? (
            <Notice as="div" tone="warning" className="border-2 border-dashed p-4" data-testid="nmt-example-notice">
              <h2 className="font-semibold">{t('nmt.exampleTitle')}</h2>
              <p>{t('nmt.exampleText')}</p>
            </Notice>
          ) : null}
          <ol className="flex flex-col gap-4">
            {(isExample ? NMT_SAMPLE_CARDS : cards).map((card) => (
              <li key={card.id}>
                <SessionCard
                  card={card}
                  example={isExample}
                  open={openId === card.id}
                  onToggle={() => setOpenId((id) => (id === card.id ? null : card.id))}
                />
              </li>
            ))}
          </ol>
        </>
      )}

      <SectionCard
        title={t('nmt.anotherTitle')}
        className="items-start border-brand bg-brand-soft"
        data-testid="nmt-take-another"
      >
        <p className="text-ink-muted">{t('nmt.anotherText')}</p>
        <Link to="/nmt-practice" className={buttonVariants()}>
          {t('nmt.anotherButton')}
        </Link>
      </SectionCard>
    </main>
  )
}
