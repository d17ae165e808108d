/** Publishes an empty message to a topic of the stack's Pub/Sub emulator (what Cloud Scheduler does for a job). */
export async function publishToTopic(topic: string): Promise<void> {
  const host = process.env.MATKON_PUBSUB_HOST;
  if (!host) throw new Error('MATKON_PUBSUB_HOST is not set: run the tests through the stack launcher');
  const project = process.env.GCLOUD_PROJECT ?? 'demo-matkon';
  const response = await fetch(`http://${host}/v1/projects/${project}/topics/${topic}:publish`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ messages: [{ data: Buffer.from('{}').toString('base64') }] }),
  });
  if (!response.ok) throw new Error(`publish to ${topic}: ${response.status} ${await response.text()}`);
}
