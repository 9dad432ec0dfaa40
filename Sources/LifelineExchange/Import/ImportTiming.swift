import LifelineTrace

/// Where an imported trace's times come from; written to the header as `"timing"`.
package enum ImportTiming: String, Sendable {
    /// Every used line had an NSLog prefix: seconds since the log's first timestamp.
    case nslog
    /// No line had one: events are 1 ms apart, in log order.
    case synthetic
    /// Some had one: lines without a prefix take the time of the line before.
    case mixed
}
