import { Migration } from '@mikro-orm/migrations';

export class Migration20261123073243 extends Migration {

  override async up(): Promise<void> {
    // Numbers that differ only in case must be resolved by hand first; say so instead of failing on the index.
    this.addSql(`do $$ begin
  if exists (select 1 from "evaluation_organizations" group by lower("number") having count(*) > 1) then
    raise exception 'evaluation_organizations: some numbers differ only in case (e.g. EV-0001 and ev-0001); rename or delete one of each before migrating';
  end if;
end $$;`);
    this.addSql(`alter table "evaluation_organizations" drop constraint "evaluation_organizations_number_unique";`);

    this.addSql(`create unique index "evaluation_organizations_number_lower_unique" on "evaluation_organizations" (lower("number"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "evaluation_organizations_number_lower_unique";`);

    this.addSql(`alter table "evaluation_organizations" add constraint "evaluation_organizations_number_unique" unique ("number");`);
  }

}
