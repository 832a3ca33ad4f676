#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the notes of a data folder: every `.md` file in it is a note. A file that cannot be read,
/// that is not a regular file, or whose text or name is not UTF-8 becomes a read-only note with the
/// reason, and is never written. Temporary files left by an interrupted save are removed.
enum NoteFolder {
    /// Makes the folder (and its parents) when missing and reads its notes.
    static func read(_ directory: String) throws(FileError) -> [Note] {
        try FileReader.makeFolder(directory)
        var notes: [Note] = []
        for rawName in try FileReader.names(in: directory) {
            guard let name = String(validating: rawName, as: UTF8.self) else {
                let shownName = String(decoding: rawName, as: UTF8.self)
                guard let title = NoteFileName.title(forFileName: shownName) else { continue }
                notes.append(
                    Note(
                        fileName: shownName, title: title, text: "",
                        readOnlyReason: "The file name is not UTF-8: the note cannot be opened here"))
                continue
            }
            if AtomicFileWriter.isTemporaryName(name) {
                unlink(path(of: name, in: directory))
                continue
            }
            guard let title = NoteFileName.title(forFileName: name) else { continue }
            notes.append(note(fileName: name, title: title, in: directory))
        }
        return notes
    }

    /// The path of the note file `fileName` in `directory`.
    static func path(of fileName: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
    }

    private static func note(fileName: String, title: String, in directory: String) -> Note {
        let path = path(of: fileName, in: directory)
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return Note(
                fileName: fileName, title: title, text: "",
                readOnlyReason: "Not a regular file (a link or a folder): shown read-only")
        }
        do {
            let bytes = try FileReader.bytes(at: path)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return Note(
                    fileName: fileName, title: title, text: String(decoding: bytes, as: UTF8.self),
                    readOnlyReason: "Not UTF-8 text: shown read-only and never saved")
            }
            return Note(fileName: fileName, title: title, text: text)
        } catch {
            return Note(
                fileName: fileName, title: title, text: "",
                readOnlyReason: "Cannot read the file (\(error.reason)): shown read-only and never saved")
        }
    }
}
