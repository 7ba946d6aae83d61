import { Fragment } from 'react'
import { renderBlock } from '../../../src/blocks/render-block.tsx'
import { Footer } from '../../../src/layout/Footer/Footer.tsx'
import type { ClientConfig, PageData } from '../../../src/shared/types.ts'
import { GlobalStyles } from '../../../src/theme/GlobalStyles.tsx'
import { SiteStyles } from '../../../src/theme/SiteStyles.tsx'
import { blockComponents } from './blocks.ts'
import { InSite } from './InSite.tsx'

interface Props {
  route: string
  config: ClientConfig
  data: PageData
}

/** A page's blocks and footer, drawn on the server by the engine's own components: no island. */
export function PageBody({ route, config, data }: Props) {
  return (
    <InSite route={route} site={{ config, icons: data.icons, dates: data.dates }}>
      <GlobalStyles theme={config.theme} />
      <SiteStyles theme={config.theme} />
      <main id="main" data-under-header={data.blocks[0]?.type === 'hero' ? 'true' : 'false'}>
        {data.blocks.map((block, index) => (
          <Fragment key={index}>{renderBlock(block, blockComponents[block.type]!)}</Fragment>
        ))}
      </main>
      <Footer />
    </InSite>
  )
}
