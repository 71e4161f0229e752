import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../core/context.js';
import type { DeviceCategory } from '../../core/domain.js';
import { NotFound } from '../../core/errors.js';
import { certificatePdf } from '../../core/pdf/minimal-pdf.js';
import { requireOrganizationUser } from '../../core/access.js';
import type { SecretBox } from '../../core/security/secret-box.js';
import { BrandName } from '../brand-names/brand-name.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { SharedPassword } from '../shared-passwords/shared-password.entity.js';
import { categoryDefinition, templateCsv, type DeviceQueryService } from '../device-registry/index.js';
import { DEFAULT_ZIP_LIMITS } from './upload/zip-reader.js';
import { templateWorkbook } from './workbook-template.js';
import { writeEncryptedZip } from '../../lib/zip/zip-writer.js';

/** A file to download: its bytes and its names (Japanese, and the ASCII fallback). */
export interface DownloadFile {
  content: Buffer;
  fileName: string;
  asciiFileName: string;
}

/** What the upload page offers before an upload: the CSV template, a sample zip, the shared passwords to choose from. */
export class UploadKitService {
  constructor(
    private readonly query: DeviceQueryService,
    private readonly secretBox: SecretBox,
  ) {}

  /** Shared zip passwords an organization may choose on the upload page (names only). */
  async sharedPasswordOptions(ctx: RequestContext): Promise<{ id: number; name: string }[]> {
    requireOrganizationUser(ctx);
    const rows = await ctx.em.find(SharedPassword, {}, { orderBy: { id: 'asc' }, fields: ['id', 'name'] });
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }

  /** The empty upload CSV (Shift_JIS), with the organization's first brand as the example. */
  async template(ctx: RequestContext, category: DeviceCategory): Promise<DownloadFile> {
    const definition = categoryDefinition(category);
    const { organization } = await this.query.access(ctx, category);
    const brand = organization ? await this.firstBrand(ctx.em, organization) : null;
    const { csv } = templateCsv(definition, brand?.name ?? 'ブランド名', 1);
    return {
      content: csv,
      fileName: `${definition.label}_テンプレート.csv`,
      asciiFileName: `${definition.apiResource}_template.csv`,
    };
  }

  /**
   * The workbook template (.xlsx): the CSV template's columns with formats, drop-downs (the
   * organization's brand names among them) and a sheet explaining each column.
   */
  async templateWorkbook(ctx: RequestContext, category: DeviceCategory): Promise<DownloadFile> {
    const definition = categoryDefinition(category);
    const { organization } = await this.query.access(ctx, category);
    const brands = organization ? await this.brandNames(ctx.em, organization) : [];
    return {
      content: await templateWorkbook(definition, brands, DEFAULT_ZIP_LIMITS.maxRows),
      fileName: `${definition.label}_テンプレート.xlsx`,
      asciiFileName: `${definition.apiResource}_template.xlsx`,
    };
  }

  /**
   * A complete sample upload, encrypted with the organization's own zip password: the CSV and its
   * PDFs, or (`xlsx`) the workbook template holding the same two rows in place of the CSV.
   */
  async sample(ctx: RequestContext, category: DeviceCategory, format: 'csv' | 'xlsx' = 'csv'): Promise<DownloadFile> {
    const definition = categoryDefinition(category);
    const { organization } = await this.query.access(ctx, category);
    if (!organization) throw NotFound('サンプルは情報提供事業者のみダウンロードできます');
    const brand = await this.firstBrand(ctx.em, organization);
    const org = await ctx.em.findOneOrFail(
      Organization,
      { id: organization.id },
      { populate: ['zipPasswordEncrypted'] },
    );
    const { csv, pdfNames, numbers } = templateCsv(definition, brand?.name ?? 'ブランド名', 2);
    const list =
      format === 'csv'
        ? { name: `${definition.apiResource}.csv`, content: csv }
        : {
            name: `${definition.apiResource}.xlsx`,
            content: await templateWorkbook(
              definition,
              await this.brandNames(ctx.em, organization),
              DEFAULT_ZIP_LIMITS.maxRows,
              2,
            ),
          };
    const content = await writeEncryptedZip(
      [
        list,
        ...pdfNames.map((name, i) => ({
          name,
          content: certificatePdf([`Sample certificate ${numbers[i]}`, 'Demo file for the upload format']),
        })),
      ],
      this.secretBox.decrypt(org.zipPasswordEncrypted),
    );
    const suffix = format === 'csv' ? '' : '_xlsx';
    return {
      content,
      fileName: `${definition.label}_サンプル${format === 'csv' ? '' : '（Excel）'}.zip`,
      asciiFileName: `${definition.apiResource}_sample${suffix}.zip`,
    };
  }

  private async brandNames(em: EntityManager, organization: Organization): Promise<string[]> {
    const brands = await em.find(
      BrandName,
      { organization: organization.id },
      { orderBy: { id: 'asc' }, fields: ['name'] },
    );
    return brands.map((b) => b.name);
  }

  private firstBrand(em: EntityManager, organization: Organization): Promise<BrandName | null> {
    return em.findOne(BrandName, { organization: organization.id }, { orderBy: { id: 'asc' } });
  }
}
