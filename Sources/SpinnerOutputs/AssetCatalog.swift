#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerSystem
import SpinnerPipeline
import Synchronization

/// Outputs into an Xcode asset catalogue: a PNG still in `NAME.imageset/` (one per scale 1, 2, 3:
/// `--scale ios`) or a file in `NAME.dataset/` (a GIF, WebP, APNG, video, ...). After the outputs
/// are in place, the set's `Contents.json` lists them as Xcode lists a set's files, and the
/// catalogue (the `.xcassets` folder above) and the groups between get their own `Contents.json`
/// when they have none, so Xcode sees the set. What cannot make a valid set (a sequence, a scale
/// Xcode has no slot for, two files in one slot) is refused before anything renders.
package struct AssetCatalog {
    /// One set folder and the files this run puts into it.
    package struct SetFolder {
        package enum Kind { case image, data }
        package let path: String
        package let kind: Kind
        /// Image sets: the scale slot ("2x") of each file; data sets: the file's type identifier.
        package var files: [(name: String, slot: String)] = []
        /// The slots its existing `Contents.json` fills with other files, kept as they are.
        package var kept: [[String: XcodeJSON]] = []
    }

    private(set) var sets: [SetFolder] = []
    /// Folders from each catalogue's `.xcassets` down to the sets' parents.
    private(set) var folders: [String] = []

    /// The file names Xcode reads a set from.
    package static let contentsName = "Contents.json"

    /// The catalogue work `renders` need; nil when no output lands in a set. Refuses outputs that
    /// cannot make a valid set, and a set whose `Contents.json` cannot be read.
    package static func plan(_ renders: [NamedOutputs]) throws(OutputsError) -> AssetCatalog? {
        var catalogue = AssetCatalog()
        for render in renders {
            for (argument, job) in render.outputs {
                try catalogue.add(argument, job.output, scale: render.scale)
            }
        }
        guard !catalogue.sets.isEmpty else { return nil }
        for k in catalogue.sets.indices { try catalogue.sets[k].readExisting() }
        return catalogue
    }

    /// The catalogue work of `export -o path`: a Lottie file (`public.json`) or dotLottie file
    /// into a data set; nil when the file lands in no set. An image set is refused (it holds PNG
    /// stills), as is a set's `Contents.json` that cannot be read.
    package static func plan(export path: String) throws(OutputsError) -> AssetCatalog? {
        guard let (folder, kind) = setFolder(of: path) else { return nil }
        guard kind == .data else {
            throw OutputsError("-o \(UserText.quoted(path)): an image set holds PNG stills, and this is a Lottie file",
                           hint: "put it into a data set, such as \(UserText.shown(FilePath.join(FilePath.directory(of: folder), "spinner.dataset/" + FilePath.lastComponent(of: path))))")
        }
        var catalogue = AssetCatalog()
        catalogue.sets = [SetFolder(path: folder, kind: .data, files: [(FilePath.lastComponent(of: path), typeIdentifier(of: path))])]
        catalogue.folders = catalogueFolders(above: folder)
        try catalogue.sets[0].readExisting()
        return catalogue
    }

    /// The set folder `path` is in, and its kind, when it is one.
    package static func setFolder(of path: String) -> (String, SetFolder.Kind)? {
        let folder = FilePath.split(path).directory
        let name = FilePath.lastComponent(of: folder).lowercased()
        if name.hasSuffix(".imageset") { return (folder, .image) }
        if name.hasSuffix(".dataset") { return (folder, .data) }
        return nil
    }

    private mutating func add(_ argument: String, _ output: OutputTarget, scale: Double) throws(OutputsError) {
        let place: String
        switch output {
        case .pngSequence(let pattern):
            // A folder output `x.imageset/` names its frames inside the set too.
            place = pattern.path(for: 0)
        case .standardOutput: return
        default: place = output.filePath!
        }
        guard let (folder, kind) = AssetCatalog.setFolder(of: place) else { return }
        let setName = UserText.quoted(FilePath.lastComponent(of: folder))
        if case .pngSequence = output {
            throw OutputsError("-o \(UserText.quoted(argument)) writes a frame sequence into the set \(setName), which holds one file per slot",
                           hint: kind == .image ? "render a still with --time or --at-progress, such as -o \(UserText.shown(folder))/spinner.png"
                                                : "write one animated file, such as -o \(UserText.shown(folder))/spinner.gif")
        }
        let file = FilePath.lastComponent(of: place)
        let slot: String
        switch kind {
        case .image:
            guard case .pngStill = output else {
                throw OutputsError("-o \(UserText.quoted(argument)): an image set holds PNG stills, and this is \(output.format.rawValue.uppercased())",
                               hint: "put an animation into a data set, such as \(UserText.shown(FilePath.join(FilePath.directory(of: folder), "spinner.dataset/" + file)))")
            }
            guard [1.0, 2.0, 3.0].contains(scale) else {
                throw OutputsError("-o \(UserText.quoted(argument)) is in the image set \(setName) at scale \(DecimalText.shortest(scale)), which has slots for 1x, 2x and 3x only",
                               hint: "use --scale ios (1, 2 and 3), or --scale 1, 2 or 3")
            }
            slot = "\(Int(scale))x"
        case .data:
            slot = AssetCatalog.typeIdentifier(of: file)
        }
        let identity = OutputTarget.rawRGBA(path: folder).identity
        if let k = sets.firstIndex(where: { OutputTarget.rawRGBA(path: $0.path).identity == identity }) {
            if let other = sets[k].files.first(where: { kind == .data || $0.slot == slot }) {
                throw OutputsError("-o \(UserText.quoted(argument)) and \(UserText.quoted(other.name)) both fill \(kind == .data ? "the data set" : "the \(slot) slot of") \(setName)",
                               hint: kind == .data ? "a data set holds one file: give one --scale, or each file its own set" : "give each scale its own slot")
            }
            sets[k].files.append((file, slot))
        } else {
            sets.append(SetFolder(path: folder, kind: kind, files: [(file, slot)]))
            for parent in AssetCatalog.catalogueFolders(above: folder) where !folders.contains(parent) { folders.append(parent) }
        }
    }

    /// The `.xcassets` folder above `set` and every folder between (groups), outermost first;
    /// empty when the set is in no catalogue.
    package static func catalogueFolders(above set: String) -> [String] {
        var chain: [String] = []
        var folder = FilePath.split(set).directory
        while !folder.isEmpty, folder != "/", folder != "." {
            chain.append(folder)
            if FilePath.lastComponent(of: folder).lowercased().hasSuffix(".xcassets") { return chain.reversed() }
            folder = FilePath.split(folder).directory
        }
        return []
    }

    /// Apple's uniform type identifier for the file, by its extension, as Xcode fills a data
    /// set's "universal-type-identifier".
    package static func typeIdentifier(of file: String) -> String {
        switch FilePath.extension(of: file) {
        case "m4v": return OutputFormat.mp4.traits.typeIdentifier
        case "json": return "public.json"
        case let ext: return OutputFormat(extension: ext)?.traits.typeIdentifier ?? "public.data"
        }
    }

    /// Writes each set's `Contents.json` (merged with the one there now), and the catalogue's and groups' where they have none,
    /// each staged and renamed into place (after the outputs it lists are in place).
    package func write() throws(OutputsError) {
        // A batch's jobs (--jobs N) may fill slots of one set at once: each reads and rewrites it
        // in turn, so none loses another's slot.
        try AssetCatalog.writing.withLock { _ throws(OutputsError) in try writeAll() }
    }

    /// One catalogue write at a time in this process.
    private static let writing = Mutex(())

    private func writeAll() throws(OutputsError) {
        var files: [(path: String, bytes: [UInt8], what: String)] = []
        for folder in folders {
            let path = FilePath.join(folder, AssetCatalog.contentsName)
            if FileManager.default.fileExists(atPath: path) { continue }
            files.append((path, Array(XcodeJSON.object(["info": XcodeJSON.info]).text.utf8), "asset catalogue's \(AssetCatalog.contentsName)"))
        }
        for var set in sets {
            // Read again now: another render (a batch's other job, at another scale) may have
            // filled a slot of this set since the plan was made.
            set.kept = []
            try set.readExisting()
            files.append((FilePath.join(set.path, AssetCatalog.contentsName), Array(set.contents.text.utf8),
                          "\(UserText.shown(FilePath.lastComponent(of: set.path)))'s \(AssetCatalog.contentsName)"))
        }
        // Staged together and moved into place together; the caller is already past the
        // render's signal check, so this does not open a second cancellable section.
        let staged = StagedOutputs()
        do throws(OutputsError) {
            for file in files { try staged.stage(file.bytes, to: file.path, what: file.what) }
            _ = try staged.move()
        } catch {
            staged.discard()
            throw error
        }
    }
}

extension AssetCatalog.SetFolder {
    /// The set's `Contents.json`: an image set lists the universal 1x, 2x and 3x slots (those
    /// without a file as Xcode leaves an empty slot), then any other idiom's slots it had; a data
    /// set its one universal file.
    package var contents: XcodeJSON {
        switch kind {
        case .image:
            var images: [XcodeJSON] = []
            for slot in ["1x", "2x", "3x"] {
                var fields: [String: XcodeJSON] = ["idiom": .string("universal"), "scale": .string(slot)]
                if let ours = files.first(where: { $0.slot == slot }) {
                    fields["filename"] = .string(ours.name)
                } else if let old = kept.first(where: { $0["idiom"] == .string("universal") && $0["scale"] == .string(slot) }) {
                    fields = old
                }
                images.append(.object(fields))
            }
            images += kept.filter { $0["idiom"] != .string("universal") }.map { .object($0) }
            return .object(["images": .array(images), "info": XcodeJSON.info])
        case .data:
            var data: [XcodeJSON] = files.map {
                .object(["filename": .string($0.name), "idiom": .string("universal"), "universal-type-identifier": .string($0.slot)])
            }
            data += kept.filter { $0["idiom"] != .string("universal") }.map { .object($0) }
            return .object(["data": .array(data), "info": XcodeJSON.info])
        }
    }

    /// Reads the set's `Contents.json` when there is one, keeping the slots this run does not
    /// fill (filename, idiom, scale or type identifier, as strings); refuses one it cannot read.
    package mutating func readExisting() throws(OutputsError) {
        let path = FilePath.join(self.path, AssetCatalog.contentsName)
        guard FileManager.default.fileExists(atPath: path) else { return }
        struct Slot: Decodable {
            let filename: String?, idiom: String?, scale: String?, uti: String?
            enum CodingKeys: String, CodingKey { case filename, idiom, scale, uti = "universal-type-identifier" }
        }
        struct File: Decodable { let images: [Slot]?, data: [Slot]? }
        let text = try InputText.readCurrent(path, what: "asset catalogue file")
        guard let file = try? JSONDecoder().decode(File.self, from: text) else {
            throw OutputsError("\(UserText.quoted(path)) is not an asset catalogue Contents.json that spinnergen can update",
                           hint: "fix or remove it; spinnergen writes a new one", kind: .dataError)
        }
        for slot in (kind == .image ? file.images : file.data) ?? [] {
            var fields: [String: XcodeJSON] = [:]
            if let v = slot.filename { fields["filename"] = .string(v) }
            if let v = slot.idiom { fields["idiom"] = .string(v) }
            if let v = slot.scale { fields["scale"] = .string(v) }
            if let v = slot.uti { fields["universal-type-identifier"] = .string(v) }
            // A file this run writes anew is not listed twice.
            if let name = slot.filename, files.contains(where: { $0.name == name }) { continue }
            kept.append(fields)
        }
    }
}
