import { Heading } from '@chakra-ui/react';
import { PageMeta, type PageMetaProps } from './page-meta';

/** A public page's h1, and the title, description and canonical address it gives the document. */
export function PageHeading({ heading, ...meta }: PageMetaProps) {
  return (
    <>
      <PageMeta heading={heading} {...meta} />
      <Heading as="h1" size="lg">
        {heading}
      </Heading>
    </>
  );
}
