// swift-tools-version:6.1
import PackageDescription

// Micro-benchmarks of Lifeline's per-line and per-event steps, each beside a plain reference
// written here (Foundation's JSON, a Dictionary, a direct loop), run with ordo-one's
// package-benchmark: `make benchmarks` (Docs/performance.md has the figures and what they
// decided). A package of its own, so that the library's users never resolve the benchmark
// package and its malloc interposer.
let lifeline: [Target.Dependency] = ["LifelineSupport", "LifelineModel", "LifelineTrace", "LifelineExchange", "LifelineRuntime",
                                      "LifelineCheck"]
    .map { .product(name: $0, package: "Lifeline") }

let package = Package(
    name: "LifelineBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Lifeline", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LifelineBenchmarks",
            dependencies: lifeline + [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LifelineRender", package: "Lifeline"),
            ],
            path: "Benchmarks/LifelineBenchmarks",
            // The inputs are global constants built once; Swift 5 mode keeps them simple.
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // One command's core on a given input, for whole-command measurements under valgrind
        // (`make check-instructions`).
        .executableTarget(
            name: "lifeline-steps",
            dependencies: lifeline + [.product(name: "LifelineRender", package: "Lifeline")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
