import fs from 'fs';
import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import { buildClientSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql';

/**
 * The schema as SDL, with every description, where `gatsby develop` writes it for editors' GraphQL
 * tools. A build writes it too, so the tools (and the descriptions test) find it after `npm run build`.
 */
export const SCHEMA_FILE = path.join('.cache', 'typegen', 'schema.graphql');

export async function writeSchemaFile({ graphql }: Pick<CreatePagesArgs, 'graphql'>): Promise<void> {
  const result = await graphql<IntrospectionQuery>(getIntrospectionQuery({ descriptions: true }));
  if (result.errors || !result.data) throw new Error(`The schema could not be read: ${String(result.errors)}`);
  fs.mkdirSync(path.dirname(SCHEMA_FILE), { recursive: true });
  fs.writeFileSync(SCHEMA_FILE, `${printSchema(buildClientSchema(result.data))}\n`);
}
