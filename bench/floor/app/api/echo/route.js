// The smallest JSON API route: reads the posted JSON and answers it. `npm run bench serve`
// loads it beside the alarm-test API, as the floor of a route handler on this Next.js.
export async function POST(request) {
  return Response.json(await request.json())
}
