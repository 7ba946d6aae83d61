import { Component, type ReactNode } from 'react'

interface Props {
  type: string
  index: number
  message: string
  children: ReactNode
}

/** Keeps one broken block from blanking the page: the rest renders, this block shows a notice. */
export class BlockErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error) {
    console.error(`Block ${this.props.index} (${this.props.type}) failed to render:`, error)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <section
        role="alert"
        data-block-error={this.props.type}
        css={{
          padding: '2rem 1.5rem',
          margin: '1rem auto',
          maxWidth: 'var(--content-width)',
          border: '1px dashed var(--color-border)',
          borderRadius: 'var(--radius)',
          color: 'var(--color-muted)',
          textAlign: 'center',
        }}
      >
        {this.props.message}
        {import.meta.env.DEV ? (
          <pre
            css={{ textAlign: 'left', whiteSpace: 'pre-wrap', color: '#b91c1c' }}
          >{`${this.props.type}: ${this.state.error.message}`}</pre>
        ) : null}
      </section>
    )
  }
}
