import { ArgsType, Field, Int } from 'type-graphql';
import { DeviceCategory } from '../../core/domain.js';
import { DeviceCancelInput, DeviceDatesInput } from './device.inputs.js';

/** The `category` and `id` arguments that name one device (its queries and lifecycle mutations). */
@ArgsType()
export class DeviceRefArgs {
  @Field(() => DeviceCategory) category!: DeviceCategory;
  @Field(() => Int) id!: number;
}

/** A device and the cancel request or cancellation (reasons, note, date). */
@ArgsType()
export class DeviceCancelArgs extends DeviceRefArgs {
  @Field(() => DeviceCancelInput) input!: DeviceCancelInput;
}

/** A device and its new release and publish dates. */
@ArgsType()
export class DeviceDatesArgs extends DeviceRefArgs {
  @Field(() => DeviceDatesInput) input!: DeviceDatesInput;
}
