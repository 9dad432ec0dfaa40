extension LifelineLogger {
    /// Where the trace lines go. Lines reach each output in the same order.
    public struct Outputs: OptionSet, Sendable {
        /// The outputs as bits, as `OptionSet` keeps them.
        public let rawValue: Int

        /// Outputs from their bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// A new file per run (``LifelineLogger/fileURL``), which `lifeline check` reads as it is.
        public static let file = Outputs(rawValue: 1 << 0)
        /// Standard output (`print`): Xcode's console, and `lifeline import` reads a copied log.
        public static let console = Outputs(rawValue: 1 << 1)
        /// The unified logging system (`os.Logger`, subsystem the app's bundle identifier,
        /// category `lifecycle`): Console.app, `log stream`, Instruments. Only where `os` exists
        /// (Apple platforms); elsewhere it writes nothing.
        public static let unifiedLog = Outputs(rawValue: 1 << 2)

        /// The file and the console, as the logger always wrote.
        public static let standard: Outputs = [.file, .console]
    }
}
