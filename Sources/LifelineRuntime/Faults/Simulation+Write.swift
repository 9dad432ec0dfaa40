import LifelineSupport
import LifelineTrace

extension Simulation {
    /// Writes the trace to `path` (`-` for standard output), atomically, streaming; with a
    /// mutation, a first pass finds the callbacks and the seed picks one.
    public func write(to path: String, mutation: Mutation? = nil, seed: UInt64 = 1) throws(Diagnostic) {
        guard let mutation else {
            let writer = try TraceWriter(path: path, header: header())
            try run(into: TraceWriterSink(writer))
            try writer.finish()
            return
        }
        let locator = CallbackLocator()
        try run(into: locator)
        let plan = try mutation.plan(locator, seed: seed)
        let writer = try TraceWriter(path: path, header: header(mutations: [plan.json]))
        let sink = MutatingSink(TraceWriterSink(writer), plan: plan)
        try run(into: sink)
        try sink.finish()
        try writer.finish()
    }

    /// The mutated trace as text, for tests.
    package func mutatedText(_ mutation: Mutation, seed: UInt64) throws(Diagnostic) -> String {
        let locator = CallbackLocator()
        try run(into: locator)
        let plan = try mutation.plan(locator, seed: seed)
        let collector = TraceCollector()
        let sink = MutatingSink(collector, plan: plan)
        try run(into: sink)
        try sink.finish()
        return TraceWriter.text(header: header(mutations: [plan.json]), events: collector.events)
    }
}
