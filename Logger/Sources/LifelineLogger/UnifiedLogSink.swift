#if canImport(os)
    import Foundation
    import os

    /// Writes trace lines to the unified logging system, the way Apple recommends apps log:
    /// `os.Logger` where it exists (iOS 14, macOS 11), `os_log` before it. Each line is one
    /// message, public (it holds method and scene names, nothing of the user's), so `log stream`
    /// and Console.app show it in full.
    struct UnifiedLogSink {
        /// The category every line is logged under.
        static let category = "lifecycle"

        private let log: OSLog

        init(subsystem: String = Bundle.main.bundleIdentifier ?? "Lifeline") {
            log = OSLog(subsystem: subsystem, category: UnifiedLogSink.category)
        }

        func write(_ line: String) {
            if #available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) {
                Logger(log).log("\(line, privacy: .public)")
            } else {
                os_log("%{public}@", log: log, type: .default, line)
            }
        }
    }
#endif
