import { Classes, NonIdealState, NonIdealStateIconSize } from '@blueprintjs/core';
// The per-icon component, not an icon name: a name makes Blueprint load the paths of the whole icon set.
import { BuildIcon } from '@blueprintjs/icons';

/** Placeholder page until the portal itself is built: says so, and what the backend already answers. */
export function App() {
  return (
    // NonIdealState centres itself in its parent: give it the whole viewport.
    <div style={{ height: '100vh' }}>
      <NonIdealState
        // Blueprint renders an icon element as given, so the size and muted look it applies to named icons go here.
        icon={<BuildIcon size={NonIdealStateIconSize.STANDARD} className={Classes.ICON_MUTED} />}
        title="Portal do Investidor em construção"
        description={
          <>
            O portal ainda está sendo construído. O backend (<code>npm start</code>) já responde em{' '}
            <code>/healthz</code>.
          </>
        }
      />
    </div>
  );
}
