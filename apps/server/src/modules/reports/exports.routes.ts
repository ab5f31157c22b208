import type { FastifyInstance } from 'fastify';

export async function reportExportRoutes(_app: FastifyInstance) {}
