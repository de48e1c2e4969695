/**
 * The action's form, or a 400 thrown as a response: a body that is not a form (JSON, garbage, a wrong content
 * type) is the client's mistake, not a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw new Response('The request body is not a form.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
}
