import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { backfillOrders } from '@/lib/ordering/backfillOrder'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`network_publications_authors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`network_publications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`network_publications_authors_order_idx\` ON \`network_publications_authors\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`network_publications_authors_parent_id_idx\` ON \`network_publications_authors\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_network_publications_v_version_authors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_network_publications_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_authors_order_idx\` ON \`_network_publications_v_version_authors\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_authors_parent_id_idx\` ON \`_network_publications_v_version_authors\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`registry_publications_authors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`registry_publications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`registry_publications_authors_order_idx\` ON \`registry_publications_authors\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_authors_parent_id_idx\` ON \`registry_publications_authors\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_registry_publications_v_version_authors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_registry_publications_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_authors_order_idx\` ON \`_registry_publications_v_version_authors\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_authors_parent_id_idx\` ON \`_registry_publications_v_version_authors\` (\`_parent_id\`);`,
  )
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_network_publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`year\` numeric,
  	\`title\` text,
  	\`journal\` text,
  	\`volume\` text,
  	\`pages\` text,
  	\`doi\` text,
  	\`pmid\` text,
  	\`link\` text,
  	\`file_id\` integer,
  	\`registry_id\` integer,
  	\`citation\` text,
  	\`summary\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_network_publications\`("id", "citation", "link", "year", "registry_id", "updated_at", "created_at") SELECT "id", "citation", "link", "year", "registry_id", "updated_at", "created_at" FROM \`network_publications\`;`,
  )
  await db.run(sql`DROP TABLE \`network_publications\`;`)
  await db.run(sql`ALTER TABLE \`__new_network_publications\` RENAME TO \`network_publications\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`network_publications_year_idx\` ON \`network_publications\` (\`year\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`network_publications_doi_idx\` ON \`network_publications\` (\`doi\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`network_publications_pmid_idx\` ON \`network_publications\` (\`pmid\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`network_publications_file_idx\` ON \`network_publications\` (\`file_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`network_publications_registry_idx\` ON \`network_publications\` (\`registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`network_publications_updated_at_idx\` ON \`network_publications\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`network_publications_created_at_idx\` ON \`network_publications\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new__network_publications_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type\` text,
  	\`version_year\` numeric,
  	\`version_title\` text,
  	\`version_journal\` text,
  	\`version_volume\` text,
  	\`version_pages\` text,
  	\`version_doi\` text,
  	\`version_pmid\` text,
  	\`version_link\` text,
  	\`version_file_id\` integer,
  	\`version_registry_id\` integer,
  	\`version_citation\` text,
  	\`version_summary\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`network_publications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__network_publications_v\`("id", "parent_id", "version_citation", "version_link", "version_year", "version_registry_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_citation", "version_link", "version_year", "version_registry_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_network_publications_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_network_publications_v\`;`)
  await db.run(
    sql`ALTER TABLE \`__new__network_publications_v\` RENAME TO \`_network_publications_v\`;`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_parent_idx\` ON \`_network_publications_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_year_idx\` ON \`_network_publications_v\` (\`version_year\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_doi_idx\` ON \`_network_publications_v\` (\`version_doi\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_pmid_idx\` ON \`_network_publications_v\` (\`version_pmid\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_file_idx\` ON \`_network_publications_v\` (\`version_file_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_registry_idx\` ON \`_network_publications_v\` (\`version_registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_updated_at_idx\` ON \`_network_publications_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_created_at_idx\` ON \`_network_publications_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_created_at_idx\` ON \`_network_publications_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_updated_at_idx\` ON \`_network_publications_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new_registry_publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`year\` numeric,
  	\`title\` text,
  	\`journal\` text,
  	\`volume\` text,
  	\`pages\` text,
  	\`doi\` text,
  	\`pmid\` text,
  	\`link\` text,
  	\`file_id\` integer,
  	\`registry_id\` integer NOT NULL,
  	\`citation\` text,
  	\`summary\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_registry_publications\`("id", "citation", "link", "year", "registry_id", "updated_at", "created_at") SELECT "id", "citation", "link", "year", "registry_id", "updated_at", "created_at" FROM \`registry_publications\`;`,
  )
  await db.run(sql`DROP TABLE \`registry_publications\`;`)
  await db.run(
    sql`ALTER TABLE \`__new_registry_publications\` RENAME TO \`registry_publications\`;`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_year_idx\` ON \`registry_publications\` (\`year\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_doi_idx\` ON \`registry_publications\` (\`doi\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_pmid_idx\` ON \`registry_publications\` (\`pmid\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_file_idx\` ON \`registry_publications\` (\`file_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_registry_idx\` ON \`registry_publications\` (\`registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_updated_at_idx\` ON \`registry_publications\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_created_at_idx\` ON \`registry_publications\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new__registry_publications_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type\` text,
  	\`version_year\` numeric,
  	\`version_title\` text,
  	\`version_journal\` text,
  	\`version_volume\` text,
  	\`version_pages\` text,
  	\`version_doi\` text,
  	\`version_pmid\` text,
  	\`version_link\` text,
  	\`version_file_id\` integer,
  	\`version_registry_id\` integer NOT NULL,
  	\`version_citation\` text,
  	\`version_summary\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`registry_publications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__registry_publications_v\`("id", "parent_id", "version_citation", "version_link", "version_year", "version_registry_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_citation", "version_link", "version_year", "version_registry_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_registry_publications_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_registry_publications_v\`;`)
  await db.run(
    sql`ALTER TABLE \`__new__registry_publications_v\` RENAME TO \`_registry_publications_v\`;`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_parent_idx\` ON \`_registry_publications_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_year_idx\` ON \`_registry_publications_v\` (\`version_year\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_doi_idx\` ON \`_registry_publications_v\` (\`version_doi\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_pmid_idx\` ON \`_registry_publications_v\` (\`version_pmid\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_file_idx\` ON \`_registry_publications_v\` (\`version_file_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_registry_idx\` ON \`_registry_publications_v\` (\`version_registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_updated_at_idx\` ON \`_registry_publications_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_created_at_idx\` ON \`_registry_publications_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_created_at_idx\` ON \`_registry_publications_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_updated_at_idx\` ON \`_registry_publications_v\` (\`updated_at\`);`,
  )
  await db.run(sql`ALTER TABLE \`projects\` ADD \`_order\` text;`)
  await db.run(sql`CREATE INDEX \`projects__order_idx\` ON \`projects\` (\`_order\`);`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version__order\` text;`)
  await db.run(
    sql`CREATE INDEX \`_projects_v_version_version__order_idx\` ON \`_projects_v\` (\`version__order\`);`,
  )
  await db.run(sql`ALTER TABLE \`resources\` ADD \`_order\` text;`)
  await db.run(sql`CREATE INDEX \`resources__order_idx\` ON \`resources\` (\`_order\`);`)
  await db.run(sql`ALTER TABLE \`_resources_v\` ADD \`version__order\` text;`)
  await db.run(
    sql`CREATE INDEX \`_resources_v_version_version__order_idx\` ON \`_resources_v\` (\`version__order\`);`,
  )
  await db.run(sql`ALTER TABLE \`accumulated_data\` ADD \`_order\` text;`)
  await db.run(
    sql`CREATE INDEX \`accumulated_data__order_idx\` ON \`accumulated_data\` (\`_order\`);`,
  )
  await db.run(sql`ALTER TABLE \`_accumulated_data_v\` ADD \`version__order\` text;`)
  await db.run(
    sql`CREATE INDEX \`_accumulated_data_v_version_version__order_idx\` ON \`_accumulated_data_v\` (\`version__order\`);`,
  )
  await db.run(sql`ALTER TABLE \`manuals\` ADD \`_order\` text;`)
  await db.run(sql`CREATE INDEX \`manuals__order_idx\` ON \`manuals\` (\`_order\`);`)
  await db.run(sql`ALTER TABLE \`_manuals_v\` ADD \`version__order\` text;`)
  await db.run(
    sql`CREATE INDEX \`_manuals_v_version_version__order_idx\` ON \`_manuals_v\` (\`version__order\`);`,
  )
  await db.run(sql`ALTER TABLE \`forms\` ADD \`_order\` text;`)
  await db.run(sql`CREATE INDEX \`forms__order_idx\` ON \`forms\` (\`_order\`);`)
  await db.run(sql`ALTER TABLE \`_forms_v\` ADD \`version__order\` text;`)
  await db.run(
    sql`CREATE INDEX \`_forms_v_version_version__order_idx\` ON \`_forms_v\` (\`version__order\`);`,
  )
  await db.run(sql`ALTER TABLE \`official_documents\` ADD \`_order\` text;`)
  await db.run(
    sql`CREATE INDEX \`official_documents__order_idx\` ON \`official_documents\` (\`_order\`);`,
  )
  await db.run(sql`ALTER TABLE \`_official_documents_v\` ADD \`version__order\` text;`)
  await db.run(
    sql`CREATE INDEX \`_official_documents_v_version_version__order_idx\` ON \`_official_documents_v\` (\`version__order\`);`,
  )
  // Data. Publications recorded so far keep their free-text citation, which is also their
  // title in the admin panel now; the ordered collections start in the order the site showed.
  await db.run(sql`UPDATE \`network_publications\` SET \`summary\` = \`citation\`;`)
  await db.run(sql`UPDATE \`registry_publications\` SET \`summary\` = \`citation\`;`)
  await backfillOrders(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Publications recorded in fields only get their citation as text, which is required again.
  await db.run(
    sql`UPDATE \`network_publications\` SET \`citation\` = COALESCE(\`citation\`, \`summary\`, '');`,
  )
  await db.run(
    sql`UPDATE \`registry_publications\` SET \`citation\` = COALESCE(\`citation\`, \`summary\`, '');`,
  )
  await db.run(
    sql`UPDATE \`_network_publications_v\` SET \`version_citation\` = COALESCE(\`version_citation\`, \`version_summary\`, '');`,
  )
  await db.run(
    sql`UPDATE \`_registry_publications_v\` SET \`version_citation\` = COALESCE(\`version_citation\`, \`version_summary\`, '');`,
  )
  await db.run(sql`DROP TABLE \`network_publications_authors\`;`)
  await db.run(sql`DROP TABLE \`_network_publications_v_version_authors\`;`)
  await db.run(sql`DROP TABLE \`registry_publications_authors\`;`)
  await db.run(sql`DROP TABLE \`_registry_publications_v_version_authors\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_network_publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`citation\` text NOT NULL,
  	\`link\` text,
  	\`year\` numeric,
  	\`registry_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_network_publications\`("id", "citation", "link", "year", "registry_id", "updated_at", "created_at") SELECT "id", "citation", "link", "year", "registry_id", "updated_at", "created_at" FROM \`network_publications\`;`,
  )
  await db.run(sql`DROP TABLE \`network_publications\`;`)
  await db.run(sql`ALTER TABLE \`__new_network_publications\` RENAME TO \`network_publications\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`network_publications_year_idx\` ON \`network_publications\` (\`year\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`network_publications_registry_idx\` ON \`network_publications\` (\`registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`network_publications_updated_at_idx\` ON \`network_publications\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`network_publications_created_at_idx\` ON \`network_publications\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new__network_publications_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_citation\` text NOT NULL,
  	\`version_link\` text,
  	\`version_year\` numeric,
  	\`version_registry_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`network_publications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__network_publications_v\`("id", "parent_id", "version_citation", "version_link", "version_year", "version_registry_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_citation", "version_link", "version_year", "version_registry_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_network_publications_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_network_publications_v\`;`)
  await db.run(
    sql`ALTER TABLE \`__new__network_publications_v\` RENAME TO \`_network_publications_v\`;`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_parent_idx\` ON \`_network_publications_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_year_idx\` ON \`_network_publications_v\` (\`version_year\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_registry_idx\` ON \`_network_publications_v\` (\`version_registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_updated_at_idx\` ON \`_network_publications_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_version_version_created_at_idx\` ON \`_network_publications_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_created_at_idx\` ON \`_network_publications_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_network_publications_v_updated_at_idx\` ON \`_network_publications_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new_registry_publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`citation\` text NOT NULL,
  	\`link\` text,
  	\`year\` numeric,
  	\`registry_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_registry_publications\`("id", "citation", "link", "year", "registry_id", "updated_at", "created_at") SELECT "id", "citation", "link", "year", "registry_id", "updated_at", "created_at" FROM \`registry_publications\`;`,
  )
  await db.run(sql`DROP TABLE \`registry_publications\`;`)
  await db.run(
    sql`ALTER TABLE \`__new_registry_publications\` RENAME TO \`registry_publications\`;`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_year_idx\` ON \`registry_publications\` (\`year\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_registry_idx\` ON \`registry_publications\` (\`registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_updated_at_idx\` ON \`registry_publications\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`registry_publications_created_at_idx\` ON \`registry_publications\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new__registry_publications_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_citation\` text NOT NULL,
  	\`version_link\` text,
  	\`version_year\` numeric,
  	\`version_registry_id\` integer NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`registry_publications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_registry_id\`) REFERENCES \`member_registries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__registry_publications_v\`("id", "parent_id", "version_citation", "version_link", "version_year", "version_registry_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_citation", "version_link", "version_year", "version_registry_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_registry_publications_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_registry_publications_v\`;`)
  await db.run(
    sql`ALTER TABLE \`__new__registry_publications_v\` RENAME TO \`_registry_publications_v\`;`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_parent_idx\` ON \`_registry_publications_v\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_year_idx\` ON \`_registry_publications_v\` (\`version_year\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_registry_idx\` ON \`_registry_publications_v\` (\`version_registry_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_updated_at_idx\` ON \`_registry_publications_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_version_version_created_at_idx\` ON \`_registry_publications_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_created_at_idx\` ON \`_registry_publications_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_registry_publications_v_updated_at_idx\` ON \`_registry_publications_v\` (\`updated_at\`);`,
  )
  await db.run(sql`DROP INDEX \`projects__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`_order\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_version_version__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version__order\`;`)
  await db.run(sql`DROP INDEX \`resources__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`resources\` DROP COLUMN \`_order\`;`)
  await db.run(sql`DROP INDEX \`_resources_v_version_version__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`_resources_v\` DROP COLUMN \`version__order\`;`)
  await db.run(sql`DROP INDEX \`accumulated_data__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`accumulated_data\` DROP COLUMN \`_order\`;`)
  await db.run(sql`DROP INDEX \`_accumulated_data_v_version_version__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`_accumulated_data_v\` DROP COLUMN \`version__order\`;`)
  await db.run(sql`DROP INDEX \`manuals__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`manuals\` DROP COLUMN \`_order\`;`)
  await db.run(sql`DROP INDEX \`_manuals_v_version_version__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`_manuals_v\` DROP COLUMN \`version__order\`;`)
  await db.run(sql`DROP INDEX \`forms__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`_order\`;`)
  await db.run(sql`DROP INDEX \`_forms_v_version_version__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`_forms_v\` DROP COLUMN \`version__order\`;`)
  await db.run(sql`DROP INDEX \`official_documents__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`official_documents\` DROP COLUMN \`_order\`;`)
  await db.run(sql`DROP INDEX \`_official_documents_v_version_version__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`_official_documents_v\` DROP COLUMN \`version__order\`;`)
}
