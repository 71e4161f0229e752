import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('UploadCsvRow')
export class UploadCsvRowType {
  @Field(() => Int) row!: number;
  @Field(() => [String]) cells!: string[];
}

@ObjectType('UploadRowError')
export class UploadRowErrorType {
  @Field(() => Int) row!: number;
  @Field({ description: 'CSV column header' }) column!: string;
  @Field(() => [String]) messages!: string[];
}

@ObjectType('UploadDuplicate')
export class UploadDuplicateType {
  @Field(() => Int) row!: number;
  @Field() certificateNumber!: string;
  @Field(() => Int) firstRow!: number;
}

@ObjectType('UploadExists')
export class UploadExistsType {
  @Field(() => Int) row!: number;
  @Field() certificateNumber!: string;
}

/** The check step's answer, by row number (data rows counted from 1). */
@ObjectType('UploadCheckResult')
export class UploadCheckResultType {
  @Field() fileName!: string;
  @Field(() => [String]) headers!: string[];
  @Field(() => [UploadCsvRowType]) csv!: UploadCsvRowType[];
  @Field(() => [UploadRowErrorType]) errors!: UploadRowErrorType[];
  @Field(() => [UploadDuplicateType]) duplicates!: UploadDuplicateType[];
  @Field(() => [UploadExistsType]) exists!: UploadExistsType[];
}

@ObjectType('UploadCommitResult')
export class UploadCommitResultType {
  @Field(() => Int) created!: number;
  @Field(() => [Int]) ids!: number[];
}

@ObjectType('UploadLimits', { simpleResolvers: true })
export class UploadLimitsType {
  @Field(() => Float, { description: 'Largest zip accepted, in bytes (UPLOAD_MAX_BYTES)' }) maxZipBytes!: number;
  @Field(() => Int, { description: 'Most data rows one CSV may hold' }) maxRows!: number;
}

@ObjectType('UploadProgress', {
  simpleResolvers: true,
  description:
    'How far a running upload check or commit has got on the server (the bytes sent are known to the client). ' +
    'Phases: reading (the zip and its list), pdfs (PDFs checked of PDFs), rows (rows checked of rows), saving.',
})
export class UploadProgressType {
  @Field() phase!: string;
  @Field(() => Int) rowsDone!: number;
  @Field(() => Int) rowsTotal!: number;
  @Field(() => Int) pdfsDone!: number;
  @Field(() => Int) pdfsTotal!: number;
}
