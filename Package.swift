// swift-tools-version:6.0
import PackageDescription

// Targets follow DESIGN.md: C behind two system-library targets, pure Swift value modules in
// the middle, and a thin executable on top. Arrows only point down the module list.
let package = Package(
    name: "spinnergen",
    products: [
        .executable(name: "spinnergen", targets: ["spinnergen"]),
        .library(name: "SpinnerCore", targets: ["SpinnerCore"]),
        .library(name: "SpinnerAnimation", targets: ["SpinnerAnimation"]),
        .library(name: "SpinnerRaster", targets: ["SpinnerRaster"]),
        .library(name: "SpinnerEncode", targets: ["SpinnerEncode"]),
        .library(name: "SpinnerGolden", targets: ["SpinnerGolden"]),
        .library(name: "SpinnerPresets", targets: ["SpinnerPresets"]),
        .library(name: "SpinnerPipeline", targets: ["SpinnerPipeline"]),
        .library(name: "SpinnerText", targets: ["SpinnerText"]),
        .library(name: "SpinnerScene", targets: ["SpinnerScene"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CFFmpeg", pkgConfig: "libavformat libavcodec libavutil libswscale",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libavutil-dev", "libswscale-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        // libpng reports errors by longjmp; this C target keeps every setjmp/longjmp inside C so
        // Swift sees a return code instead of an abort.
        .target(name: "CSpinnerPNGShim", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("png16")]),
        .target(name: "SpinnerCore"),
        .target(name: "SpinnerAnimation", dependencies: ["SpinnerCore"]),
        .target(name: "SpinnerRaster", dependencies: ["SpinnerCore"]),
        .target(name: "SpinnerEncode", dependencies: ["SpinnerCore", "CPNG", "CFFmpeg", "CSpinnerPNGShim", "CZlib"]),
        .target(name: "SpinnerText", dependencies: ["SpinnerCore", "CFreeType"]),
        .target(name: "SpinnerGolden", dependencies: ["SpinnerCore", "SpinnerEncode", "SpinnerAnimation", "SpinnerRaster"]),
        .target(name: "SpinnerScene", dependencies: ["SpinnerCore", "SpinnerAnimation"]),
        .target(name: "SpinnerPresets", dependencies: ["SpinnerCore", "SpinnerAnimation", "SpinnerText"]),
        .target(
            name: "SpinnerPipeline",
            dependencies: ["SpinnerCore", "SpinnerAnimation", "SpinnerRaster", "SpinnerEncode", "SpinnerPresets"]),
        .target(name: "SpinnerCLI", dependencies: ["SpinnerScene", "SpinnerCore", "SpinnerPresets", "SpinnerPipeline", "SpinnerEncode", "SpinnerText", "SpinnerGolden"]),
        .executableTarget(name: "spinnergen", dependencies: ["SpinnerCLI"]),
        // The fuzz entry (FuzzTarget) and its deterministic campaign, shared by the SpinnerFuzz
        // executable and the test suite's short run; reaches SpinnerCLI's `package` parsers.
        .target(
            name: "SpinnerFuzzing",
            dependencies: ["SpinnerCLI", "SpinnerCore", "SpinnerEncode", "SpinnerPipeline", "SpinnerPresets", "SpinnerScene", "SpinnerAnimation", "SpinnerRaster"]),
        // libFuzzer's entry point when built by scripts/fuzz, a plain campaign otherwise.
        .executableTarget(name: "SpinnerFuzz", dependencies: ["SpinnerFuzzing"]),
        .executableTarget(
            name: "SpinnerBench",
            dependencies: ["SpinnerCore", "SpinnerAnimation", "SpinnerEncode", "SpinnerPipeline", "SpinnerPresets", "SpinnerRaster"]),
        .executableTarget(
            name: "CustomSpinner",
            dependencies: ["SpinnerCore", "SpinnerAnimation", "SpinnerPipeline"],
            path: "Examples/CustomSpinner"),

        .testTarget(name: "SpinnerCoreTests", dependencies: ["SpinnerCore"]),
        .testTarget(name: "SpinnerAnimationTests", dependencies: ["SpinnerAnimation"]),
        .testTarget(name: "SpinnerSceneTests", dependencies: ["SpinnerScene", "SpinnerAnimation", "SpinnerCore", "SpinnerRaster", "SpinnerGolden"], exclude: ["Goldens"]),
        .testTarget(name: "SpinnerRasterTests", dependencies: ["SpinnerRaster", "SpinnerGolden"], exclude: ["Goldens"]),
        .testTarget(name: "SpinnerTextTests", dependencies: ["SpinnerText", "SpinnerRaster"]),
        .testTarget(name: "SpinnerEncodeTests", dependencies: ["SpinnerEncode", "CFFmpeg", "CPNG"]),
        .testTarget(name: "SpinnerGoldenTests", dependencies: ["SpinnerGolden", "SpinnerEncode"]),
        .testTarget(name: "SpinnerPresetsTests", dependencies: ["SpinnerPresets", "SpinnerRaster", "SpinnerGolden"], exclude: ["Goldens"]),
        .testTarget(name: "SpinnerPipelineTests", dependencies: ["SpinnerPipeline", "SpinnerEncode", "SpinnerGolden"]),
        .testTarget(name: "SpinnerCLITests", dependencies: ["SpinnerEncode", "SpinnerGolden", "SpinnerPresets"]),
        .testTarget(name: "SpinnerFuzzTests", dependencies: ["SpinnerFuzzing"]),
        // A user's test, as the README shows it: pins a custom spinner with SpinnerGolden.
        .testTarget(
            name: "ExampleGoldenTests",
            dependencies: ["SpinnerCore", "SpinnerAnimation", "SpinnerGolden"],
            path: "Examples/GoldenTests",
            exclude: ["Goldens"]),
    ]
)
