// swift-tools-version:6.0
import PackageDescription

// Targets follow DESIGN.md: C behind system-library and small C targets, pure Swift value modules in
// the middle, and a thin executable on top. Arrows only point down the module list.

// No library target carries an unsafe flag, so other packages can depend on spinnergen by
// version (SwiftPM refuses a product whose targets have one). What only the tools want is set
// here on executables, or passed by the scripts (scripts/build-flags: DWARF 4 for valgrind, the
// metadata accessors for start-up).

/// The Swift standard library, runtime and FoundationEssentials linked statically into an
/// executable (see spinnergen's target). Essentials' own two parts are named after it: the
/// driver's static link list leaves them out, and an unoptimised build needs them.
let staticSwiftRuntime: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib", "-Xlinker", "-l_FoundationCollections", "-Xlinker", "-l_FoundationCShims"]),
]

/// CX264Heap's memalign exported from an executable's dynamic symbol table, where libx264
/// (loaded later by dlopen) finds it before libc's.
let x264Heap: [LinkerSetting] = [
    .unsafeFlags(["-Xlinker", "--export-dynamic-symbol=memalign"]),
]

let package = Package(
    name: "spinnergen",
    products: [
        .executable(name: "spinnergen", targets: ["spinnergen"]),
        .library(name: "SpinnerCore", targets: ["SpinnerCore"]),
        .library(name: "SpinnerAnimation", targets: ["SpinnerAnimation"]),
        .library(name: "SpinnerRaster", targets: ["SpinnerRaster"]),
        .library(name: "SpinnerEncode", targets: ["SpinnerEncode"]),
        .library(name: "SpinnerGolden", targets: ["SpinnerGolden"]),
        .library(name: "SpinnerGoldenTesting", targets: ["SpinnerGoldenTesting"]),
        .library(name: "SpinnerPresets", targets: ["SpinnerPresets"]),
        .library(name: "SpinnerPipeline", targets: ["SpinnerPipeline"]),
        .library(name: "SpinnerText", targets: ["SpinnerText"]),
        .library(name: "SpinnerScene", targets: ["SpinnerScene"]),
        .library(name: "SpinnerBatch", targets: ["SpinnerBatch"]),
        .library(name: "SpinnerLottie", targets: ["SpinnerLottie"]),
        .library(name: "SpinnerQuartz", targets: ["SpinnerQuartz"]),
        .library(name: "SpinnerUIKit", targets: ["SpinnerUIKit"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        // rlottie, only for the tests that play exported Lottie files: the binary never links it.
        .systemLibrary(
            name: "CRLottie", pkgConfig: "rlottie",
            providers: [.apt(["librlottie-dev"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        // libwebp: WebP outputs through libwebpmux's WebPAnimEncoder, and compare reads WebP
        // (animated ones through libwebpdemux's WebPAnimDecoder, which FFmpeg 5.1's decoder
        // cannot play). The module map links libwebpmux too; Debian's libwebp-dev has both.
        .systemLibrary(
            name: "CWebP", pkgConfig: "libwebpdemux",
            providers: [.apt(["libwebp-dev"])]),
        // libpng reports errors by longjmp; this C target keeps every setjmp/longjmp inside C so
        // Swift sees a return code instead of an abort.
        .target(name: "CSpinnerPNGShim", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("png16")]),
        // FFmpeg's declarations (its -dev packages' headers), its functions opened with dlopen on
        // first use: nothing links libavcodec and the rest, so a PNG still does not load them.
        .target(name: "CFFmpeg"),
        // A zeroed memalign for libx264, whose H.264 otherwise depends on what its buffers held
        // before (zeroed_memalign.c). It replaces a libc function for the whole process, so it is
        // for executables alone, each exporting it (`x264Heap`); no library product links it.
        .target(name: "CX264Heap"),
        // Geometry, colour, the display list, and how numbers and user input read in messages.
        .target(name: "SpinnerCore"),
        // Files and paths as plain text (`FilePath`, `FramePattern`), with no dependency, so that
        // everything naming a file (Golden, Pipeline, the CLI) shares one path and pattern rule.
        .target(name: "SpinnerSystem"),
        // SHA-256 alone: frame hashes (Pipeline's FrameHashSink) and the CLI's manifests, verify
        // and scene hashing need it. It is neither geometry (Core) nor files (System), and on its
        // own it is tested against the FIPS vectors without building anything else.
        .target(name: "SpinnerDigest"),
        // The one way work is spread over threads (pthreads with stacks of a chosen size, no
        // Foundation Thread): the render workers, GIF palette mapping and LZW, contact sheets,
        // batch jobs. `--threads` reaches each of them.
        .target(name: "SpinnerWorkers"),
        // The one JSON value, its strict reader (errors name the JSON path) and its writers:
        // compact and key-ordered (Lottie, progress lines), sorted (`values`, in `KeyCollation`'s
        // order), indented (scenes).
        .target(name: "SpinnerJSON", dependencies: ["SpinnerCore"]),
        .target(name: "SpinnerAnimation", dependencies: ["SpinnerCore"]),
        .target(name: "SpinnerRaster", dependencies: ["SpinnerCore"]),
        .target(name: "SpinnerEncode", dependencies: ["SpinnerCore", "SpinnerWorkers", "CFFmpeg", "CSpinnerPNGShim", "CZlib", "CWebP"]),
        .target(name: "SpinnerText", dependencies: ["SpinnerCore", "CFreeType"]),
        .target(name: "SpinnerGolden", dependencies: ["SpinnerCore", "SpinnerSystem", "SpinnerEncode", "SpinnerAnimation", "SpinnerRaster"]),
        // SpinnerGolden's checks as test assertions that fail the running test (Swift Testing or
        // XCTest) themselves; apart from SpinnerGolden so the CLI never links a test framework.
        .target(name: "SpinnerGoldenTesting", dependencies: ["SpinnerGolden", "SpinnerCore", "SpinnerAnimation"]),
        .target(name: "SpinnerScene", dependencies: ["SpinnerCore", "SpinnerAnimation", "SpinnerJSON"]),
        // Batch planning, pure: a batch file and a shard to a list of jobs with their command
        // lines and hashes, testable without rendering (the CLI's `batch` renders them).
        .target(name: "SpinnerBatch", dependencies: ["SpinnerCore", "SpinnerDigest", "SpinnerJSON"]),
        // A layer tree as a Lottie (Bodymovin) composition, pure: the CLI's `export` writes it.
        .target(name: "SpinnerLottie", dependencies: ["SpinnerCore", "SpinnerAnimation", "SpinnerJSON"]),
        // A Lottie (Bodymovin) file read into types, strictly and within limits, and mapped onto
        // the engine's own layers and animations: the CLI's Lottie input.
        .target(name: "SpinnerLottieImport", dependencies: ["SpinnerJSON", "SpinnerAnimation", "SpinnerCore"]),
        .target(name: "SpinnerPresets", dependencies: ["SpinnerCore", "SpinnerAnimation", "SpinnerText"]),
        // QuartzCore's and CoreGraphics' names (CALayer, CABasicAnimation, CATransaction, CGPath,
        // ...) over the engine, on a virtual clock whose run loop the recorder turns, so spinner
        // code written for iOS compiles and runs on Linux as written; `LayerRecorder` renders it
        // through the pipeline.
        .target(name: "SpinnerQuartz", dependencies: ["SpinnerCore", "SpinnerAnimation", "SpinnerRaster", "SpinnerPipeline", "SpinnerEncode"]),
        // UIKit's names for spinner code (UIView, UIColor, UIBezierPath, UIImage) over SpinnerQuartz.
        .target(name: "SpinnerUIKit", dependencies: ["SpinnerQuartz", "SpinnerCore", "SpinnerEncode"]),
        // What `values` and `plot` read off a presented tree, pure: layers by path, their rows,
        // arc ends, the --keys/--layer filter, the table's value text and the CSV.
        .target(name: "SpinnerValues", dependencies: ["SpinnerCore", "SpinnerAnimation"]),
        .target(
            name: "SpinnerPipeline",
            dependencies: ["SpinnerCore", "SpinnerSystem", "SpinnerDigest", "SpinnerWorkers", "SpinnerAnimation", "SpinnerRaster", "SpinnerEncode"]),
        // Pictures for people made from what the engine knows (timing plots and their sampling,
        // contact sheets over a checkerboard), drawn by the project's own rasteriser and text;
        // pure: the CLI writes the files.
        .target(
            name: "SpinnerPictures",
            dependencies: ["SpinnerCore", "SpinnerAnimation", "SpinnerRaster", "SpinnerText", "SpinnerEncode", "SpinnerGolden", "SpinnerWorkers",
                           "SpinnerPipeline", "SpinnerValues"]),
        // The files a command reads and writes around its renders: outputs staged and moved
        // together (`StagedOutputs`), the names each scale writes, manifests and verify's checks,
        // batch records, manifests and merges, Xcode asset catalogues, Android animation lists,
        // compare's loop into its diff folder, text and PNG inputs read once, scene files read and
        // frozen (`SceneFile`), the notes on animated outputs, and `SignalTrap` (signals cancel
        // staged work; the caller ends the process). Errors are `OutputsError` values; nothing
        // here parses a command line or prints.
        .target(
            name: "SpinnerOutputs",
            dependencies: ["SpinnerCore", "SpinnerSystem", "SpinnerDigest", "SpinnerAnimation", "SpinnerPipeline", "SpinnerEncode", "SpinnerGolden",
                           "SpinnerValues", "SpinnerBatch", "SpinnerScene", "SpinnerText", "SpinnerPresets", "SpinnerJSON", "SpinnerLottieImport"]),
        // A render described by command-line words (a command line, a batch job, a manifest's
        // replay), resolved: the option tables and value parsers, the one animation source
        // (preset, scene file or Lottie file) with its tree, the render options and one request
        // per scale and rate, staged together; refusals as `CLIError` with a sysexits status.
        // Nothing here prints: the CLI dispatches, prints and reports progress.
        .target(
            name: "SpinnerJobs",
            dependencies: ["SpinnerCore", "SpinnerSystem", "SpinnerAnimation", "SpinnerScene", "SpinnerPresets", "SpinnerPipeline", "SpinnerEncode",
                           "SpinnerOutputs", "SpinnerLottieImport"]),
        .target(
            name: "SpinnerCLI",
            dependencies: ["SpinnerCore", "SpinnerSystem", "SpinnerDigest", "SpinnerWorkers", "SpinnerAnimation", "SpinnerScene", "SpinnerPresets",
                           "SpinnerPipeline", "SpinnerEncode", "SpinnerText", "SpinnerGolden", "SpinnerBatch", "SpinnerPictures", "SpinnerValues", "SpinnerLottie",
                           "SpinnerOutputs", "SpinnerJSON", "SpinnerJobs"]),
        // The Swift runtime linked in: at each launch the dynamic linker no longer loads and
        // relocates libswiftCore, FoundationEssentials and the rest (`--version` 8.8 M -> 3.5 M
        // instructions).
        .executableTarget(name: "spinnergen", dependencies: ["SpinnerCLI", "CX264Heap"], linkerSettings: staticSwiftRuntime + x264Heap),
        // The fuzz entry (FuzzTarget) and its deterministic campaign, shared by the SpinnerFuzz
        // executable and the test suite's short run; reaches SpinnerJobs' `package` parsers.
        .target(
            name: "SpinnerFuzzing",
            dependencies: ["SpinnerJobs", "SpinnerCore", "SpinnerEncode", "SpinnerPipeline", "SpinnerPresets", "SpinnerScene", "SpinnerAnimation", "SpinnerRaster",
                           "SpinnerOutputs"]),
        // libFuzzer's entry point when built by scripts/fuzz, a plain campaign otherwise.
        .executableTarget(name: "SpinnerFuzz", dependencies: ["SpinnerFuzzing", "SpinnerCore"]),
        .executableTarget(
            name: "SpinnerBench",
            dependencies: ["SpinnerCore", "SpinnerAnimation", "SpinnerEncode", "SpinnerPipeline", "SpinnerPresets", "SpinnerRaster", "CX264Heap"],
            linkerSettings: x264Heap),
        // Renders the shared Lottie corpus at its references' frames and scores it (scripts/lottie-score).
        .executableTarget(
            name: "LottieScore",
            dependencies: ["SpinnerCore", "SpinnerAnimation", "SpinnerEncode", "SpinnerJSON", "SpinnerLottieImport", "SpinnerOutputs", "SpinnerRaster", "SpinnerGolden", "CRLottie"]),
        // iOS spinner code (a UIView subclass) rendered on Linux by LayerRecorder.
        .executableTarget(name: "QuartzSpinner", dependencies: ["SpinnerUIKit"], path: "Examples/QuartzSpinner"),
        .executableTarget(
            name: "CustomSpinner",
            dependencies: ["SpinnerCore", "SpinnerAnimation", "SpinnerPipeline"],
            path: "Examples/CustomSpinner"),

        // Every target's dependencies equal its imports (reads Package.swift and the sources).
        .testTarget(name: "SpinnerPackageTests"),
        .testTarget(name: "SpinnerCoreTests", dependencies: ["SpinnerCore"]),
        .testTarget(name: "SpinnerSystemTests", dependencies: ["SpinnerSystem"]),
        .testTarget(name: "SpinnerDigestTests", dependencies: ["SpinnerDigest"]),
        .testTarget(name: "SpinnerWorkersTests", dependencies: ["SpinnerWorkers"]),
        .testTarget(name: "SpinnerJSONTests", dependencies: ["SpinnerJSON", "SpinnerCore"]),
        .testTarget(name: "SpinnerBatchTests", dependencies: ["SpinnerBatch"]),
        .testTarget(name: "SpinnerAnimationTests", dependencies: ["SpinnerAnimation", "SpinnerCore"]),
        .testTarget(name: "SpinnerSceneTests", dependencies: ["SpinnerScene", "SpinnerAnimation", "SpinnerCore", "SpinnerRaster", "SpinnerGolden", "SpinnerPresets"], exclude: ["Goldens"]),
        .testTarget(name: "SpinnerRasterTests", dependencies: ["SpinnerRaster", "SpinnerCore", "SpinnerGolden"], exclude: ["Goldens"]),
        .testTarget(name: "SpinnerLottieTests", dependencies: ["SpinnerLottie", "SpinnerAnimation", "SpinnerCore"]),
        .testTarget(name: "SpinnerLottieImportTests", dependencies: ["SpinnerLottieImport", "SpinnerJSON", "SpinnerAnimation", "SpinnerCore", "SpinnerRaster"]),
        .testTarget(name: "SpinnerPicturesTests", dependencies: ["SpinnerPictures", "SpinnerAnimation", "SpinnerCore", "SpinnerText"]),
        .testTarget(name: "SpinnerValuesTests", dependencies: ["SpinnerValues", "SpinnerAnimation", "SpinnerCore"]),
        .testTarget(name: "SpinnerTextTests", dependencies: ["SpinnerText", "SpinnerCore", "SpinnerRaster"]),
        // The test bundle is one executable: linking CX264Heap here gives every suite the
        // memalign the spinnergen binary has.
        .testTarget(name: "SpinnerEncodeTests", dependencies: ["SpinnerEncode", "SpinnerCore", "CFFmpeg", "CPNG", "CWebP", "CX264Heap"],
                    linkerSettings: x264Heap),
        .testTarget(name: "SpinnerGoldenTests", dependencies: ["SpinnerGolden", "SpinnerGoldenTesting", "SpinnerEncode", "SpinnerAnimation", "SpinnerCore"]),
        .testTarget(name: "SpinnerPresetsTests", dependencies: ["SpinnerPresets", "SpinnerAnimation", "SpinnerCore", "SpinnerRaster", "SpinnerGolden"], exclude: ["Goldens"]),
        .testTarget(
            name: "SpinnerPipelineTests",
            dependencies: ["SpinnerPipeline", "SpinnerSystem", "SpinnerEncode", "SpinnerAnimation", "SpinnerCore", "SpinnerPresets", "SpinnerRaster"]),
        .testTarget(name: "SpinnerOutputsTests", dependencies: ["SpinnerOutputs", "SpinnerCore", "SpinnerPipeline"]),
        .testTarget(name: "SpinnerJobsTests", dependencies: ["SpinnerJobs", "SpinnerCore"]),
        .testTarget(name: "SpinnerCLITests", dependencies: ["SpinnerCLI", "SpinnerCore", "SpinnerEncode", "SpinnerGolden", "SpinnerPictures", "SpinnerPresets",
                                                            "SpinnerPipeline", "SpinnerJSON", "CRLottie", "SpinnerAnimation", "SpinnerRaster",
                                                            "SpinnerLottieImport"]),
        .testTarget(name: "SpinnerFuzzTests", dependencies: ["SpinnerFuzzing"]),
        .testTarget(name: "SpinnerQuartzTests", dependencies: ["SpinnerQuartz", "SpinnerUIKit", "SpinnerCore", "SpinnerAnimation", "SpinnerPresets", "SpinnerRaster", "SpinnerEncode"]),
        // A user's test, as docs/golden-tests.md shows it: pins a custom spinner with SpinnerGolden.
        .testTarget(
            name: "ExampleGoldenTests",
            dependencies: ["SpinnerCore", "SpinnerAnimation", "SpinnerGolden", "SpinnerGoldenTesting"],
            path: "Examples/GoldenTests",
            exclude: ["Goldens"]),
    ]
)
