import { buttonVariants } from '~/components/ui/button.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { FullExamId } from '#domain/exam/full-length/index.ts'

/** The way from an exam's practice page to its full-length mock (one link per mock the page leads to). */
export function FullExamEntry({ exams }: { exams: readonly FullExamId[] }) {
  const { t } = useTranslation('fullExam')
  return (
    <aside className="mx-auto flex w-full max-w-3xl flex-col gap-2 px-4 pb-8" aria-labelledby="full-exam-entry">
      <h2 id="full-exam-entry" className="text-lg font-semibold">
        {t('entry.title')}
      </h2>
      <p className="text-ink-muted">{t('entry.text')}</p>
      <div className="flex flex-wrap gap-2">
        {exams.map((exam) => (
          <Link
            key={exam}
            to={`/full-exam/${exam}`}
            className={buttonVariants({ variant: 'secondary' })}
            data-testid={`full-exam-entry-${exam}`}
          >
            {t('entry.link', { exam: t(`exams.${exam}`) })}
          </Link>
        ))}
      </div>
    </aside>
  )
}
