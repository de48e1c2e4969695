import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { Link, useNavigate } from '~/components/ui/link.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { PageHeader } from '~/components/ui/page-header.tsx'
import { useToast } from '~/components/ui/toast.tsx'
import { QuestionFilters } from '~/features/questions/filters.tsx'
import { generationToast } from '~/features/questions/format.ts'
import { GenerateForm } from '~/features/questions/generate-form.tsx'
import { QuestionCard } from '~/features/questions/question-card.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { questionsAction, questionsLoader } from '~/routes/questions.server.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['auth', 'fullExam', 'questions', 'select'] }

export async function loader({ request }: LoaderFunctionArgs) {
  return questionsLoader(request)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export async function action({ request }: ActionFunctionArgs) {
  const { body, status } = await questionsAction(request)
  return data(body, { status })
}

export default function QuestionsRoute() {
  const { examTypes, filters, rejected, list } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const toast = useToast()
  const { t } = useTranslation(['questions', 'common'])
  const location = useLocation()

  // Generating while the action runs; the new questions (action data) arrive as the list starts reloading.
  const posting = navigation.formMethod?.toUpperCase() === 'POST'
  const generating = posting && navigation.state === 'submitting'
  const refreshing = posting && navigation.state === 'loading'
  const pendingCount = Number(navigation.formData?.get('count')) || 1
  // Cancel: a navigation to this same page aborts the action's request (the server then aborts the AI calls).
  const navigate = useNavigate()
  const [cancelled, setCancelled] = useState(false)
  useEffect(() => {
    if (generating) setCancelled(false)
  }, [generating])
  const cancel = () => {
    setCancelled(true)
    navigate(`${location.pathname}${location.search}`, { replace: true, preventScrollReset: true })
  }

  // One toast per answer of the action: success with the count, nothing generated, or the spec's error.
  const shown = useRef<unknown>(null)
  useEffect(() => {
    if (!actionData || shown.current === actionData) return
    shown.current = actionData
    const message = generationToast(actionData)
    if (message)
      toast({
        title: t(message.title),
        description: t(message.description, { count: message.count }),
        variant: message.variant,
      })
  }, [actionData, toast, t])

  const generated = actionData?.generated ?? []
  const generatedIds = new Set(generated.map((q) => q.id))
  const existing = list.ok ? list.questions.filter((q) => !generatedIds.has(q.id)) : []
  const examName = (name: string) =>
    t(`exams.${name}`, { defaultValue: examTypes?.find((e) => e.name === name)?.displayName ?? name })
  const defaultExam = examTypes?.find((e) => e.name === (filters.examType ?? 'SAT')) ?? examTypes?.[0]

  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 pb-28 pt-8 md:pb-12"
      data-testid="questions-page"
    >
      <PageHeader title={t('title')} subtitle={t('subtitle')} />

      {examTypes && examTypes.length === 0 ? (
        <Card role="status" className="flex flex-col gap-1" data-testid="generate-no-exams">
          <p className="font-semibold">{t('form.noExams')}</p>
          <p className="text-sm text-ink-muted">{t('form.noExamsHint')}</p>
        </Card>
      ) : examTypes && defaultExam ? (
        <GenerateForm
          // A new form (and defaults) when the filters choose another exam or section.
          key={`${defaultExam.name}|${filters.section ?? ''}`}
          examTypes={examTypes}
          defaults={{
            examType: defaultExam.name,
            section: filters.section ?? defaultExam.sections[0] ?? '',
            difficulty: filters.difficulty ?? 'Medium',
            count: 3,
          }}
          lastResult={actionData?.result}
          pending={generating}
          pendingCount={pendingCount}
          onCancel={cancel}
          cancelled={cancelled}
        />
      ) : (
        <Card as="div" role="status" className="text-ink-muted" data-testid="generate-unavailable">
          {t('form.unavailableNote')}
        </Card>
      )}

      {generated.length > 0 ? (
        <section aria-labelledby="generated-title" className="flex flex-col gap-4" data-testid="generated-questions">
          <h2 id="generated-title" className="text-xl font-semibold">
            {t('generated.title')} <span className="text-ink-muted">({generated.length})</span>
          </h2>
          {generated.map((q) => (
            <QuestionCard key={q.id} question={q} examName={examName(q.examType)} isNew />
          ))}
        </section>
      ) : null}

      <section
        aria-labelledby="existing-title"
        aria-busy={generating || refreshing}
        className="flex flex-col gap-4"
        data-testid="existing-questions"
      >
        <h2 id="existing-title" className="text-xl font-semibold">
          {t('existing.title')}
        </h2>
        {rejected.length > 0 ? (
          <Notice className="text-ink" data-testid="filters-rejected">
            {t('filters.rejected', { fields: rejected.map((k) => t(`filters.fieldNames.${k}`)).join(', ') })}
          </Notice>
        ) : null}
        {examTypes ? (
          <QuestionFilters
            key={`${filters.examType ?? ''}|${filters.section ?? ''}|${filters.difficulty ?? ''}`}
            examTypes={examTypes}
            filters={filters}
          />
        ) : null}
        {!list.ok ? (
          <Card
            role="alert"
            className="flex flex-col items-start gap-3 border-danger bg-danger-soft"
            data-testid="questions-error"
          >
            <p className="font-semibold text-danger">{t('existing.failed')}</p>
            <Link
              to={`${location.pathname}${location.search}`}
              className={buttonVariants({ variant: 'secondary' })}
              data-testid="questions-retry"
            >
              {t('existing.retry')}
            </Link>
          </Card>
        ) : existing.length === 0 ? (
          <Card className="flex flex-col gap-1 text-center" data-testid="questions-empty">
            <p className="text-lg font-semibold">{t('existing.empty')}</p>
            <p className="text-sm text-ink-muted">{t('existing.emptyHint')}</p>
          </Card>
        ) : (
          existing.map((q) => <QuestionCard key={q.id} question={q} examName={examName(q.examType)} />)
        )}
      </section>
    </main>
  )
}

export function ErrorBoundary() {
  const { t } = useTranslation('questions')
  return <GeneralErrorBoundary title={t('errorBoundary.title')} text={t('errorBoundary.text')} />
}
