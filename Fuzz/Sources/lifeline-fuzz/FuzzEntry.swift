#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer's entry point. One executable holds every target (one build, one link); the
/// environment variable `LIFELINE_FUZZ_TARGET` picks the one this run exercises:
///
///     LIFELINE_FUZZ_TARGET=trace SWIFT_BACKTRACE=enable=no Fuzz/.build/debug/lifeline-fuzz corpus/trace
///
/// There is deliberately no main.swift: with `-sanitize=fuzzer`, Swift's main would win over
/// libFuzzer's and the binary would silently do nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func lifelineFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTarget.current.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// Every fuzz target: the readers (must never crash, hang or write a multi-line diagnostic)
/// and the escapers (their output must parse back to the input).
enum FuzzTarget: String, CaseIterable {
    case trace, importLog = "import", plist, scenario, rules
    case swift, objc, scanPlist = "scan-plist", pbxproj
    case dot, svg, mermaid, plantuml, csv, xes

    /// The target `LIFELINE_FUZZ_TARGET` names; an unknown name ends the process with the list.
    static let current: FuzzTarget = {
        let name = getenv("LIFELINE_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: " ")
            printError("lifeline-fuzz: set LIFELINE_FUZZ_TARGET to one of: \(names)")
            exit(2)
        }
        return target
    }()

    func run(_ bytes: [UInt8]) {
        switch self {
        case .trace: ReaderTargets.trace(bytes)
        case .importLog: ReaderTargets.importLog(bytes)
        case .plist: ReaderTargets.plist(bytes)
        case .scenario: ReaderTargets.scenario(bytes)
        case .rules: ReaderTargets.rules(bytes)
        case .swift: ScanTargets.swift(bytes)
        case .objc: ScanTargets.objc(bytes)
        case .scanPlist: ScanTargets.infoPlist(bytes)
        case .pbxproj: ScanTargets.pbxproj(bytes)
        case .dot: EscaperTargets.dot(String(decoding: bytes, as: UTF8.self))
        case .svg: EscaperTargets.svg(String(decoding: bytes, as: UTF8.self))
        case .mermaid: EscaperTargets.mermaid(String(decoding: bytes, as: UTF8.self))
        case .plantuml: EscaperTargets.plantUML(String(decoding: bytes, as: UTF8.self))
        case .csv: EscaperTargets.csv(String(decoding: bytes, as: UTF8.self))
        case .xes: EscaperTargets.xes(String(decoding: bytes, as: UTF8.self))
        }
    }
}

/// A property that does not hold: reported like a crash, so libFuzzer saves the input.
func violated(_ message: @autoclosure () -> String) -> Never {
    printError("lifeline-fuzz: property violated: \(message())")
    abort()
}

/// One line to standard error, unbuffered (the process may abort right after).
func printError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
