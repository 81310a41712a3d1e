// The process answers: for a load balancer's liveness probe. No database work, so a slow
// database never makes a healthy process look dead. Taken before Payload's /api catch-all.
export async function GET(): Promise<Response> {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
