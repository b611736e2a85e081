import { firefox } from './support/firefox'
import { PORTS } from './support/ports'
import { runFlows } from './support/runFlows'

runFlows(firefox(), PORTS.firefoxPreview)
