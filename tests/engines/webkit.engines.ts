import { PORTS } from './support/ports'
import { runFlows } from './support/runFlows'
import { webkit } from './support/webkit'

runFlows(webkit({ driverPort: PORTS.webkitDriver, inspectorPort: PORTS.webkitInspector }), PORTS.webkitPreview)
