import type { FastifyInstance } from 'fastify';

export async function cashFlowRoutes(_app: FastifyInstance) {}
