/* One chunk's postings for `Bm25.build` (gymkit/engine/search.py), compiled.
 *
 * Why: at 100,000 objects per collection building the search indexes is most of what the load
 * waits for, and most of that is tokenising and sorting in numpy and pyarrow. This is the same
 * computation in one pass over the texts' bytes, for ASCII texts (anything else returns None
 * and the caller takes the numpy path): lowercase, a token is a run of [a-z0-9], stopwords
 * dropped, terms numbered by first appearance (pyarrow's dictionary_encode, then the stopwords'
 * removal), and the postings sorted by term, then record, one per (term, record) with its
 * count. tests/engine/test_search.py compares it with the numpy path.
 *
 * postings(data, offsets, width, first, count, stopwords) ->
 *     (vocab, term int32, doc int64, tf int64, lengths int64) as bytes, or None
 * data: the texts' bytes; offsets: their offsets (width 4 or 8 bytes), texts first..first+count.
 *
 * assemble(parts, records, indptr, docs, tfs) -> None
 *     The index from the chunks' postings, into arrays the caller made: parts are
 *     (to_global int32, local int32, doc int64, first record, tf int64) in record order, a
 *     posting's term to_global[local[k]] and its record first + doc[k]; indptr (int64, terms + 1,
 *     zeros) gets each term's first posting, docs (int32) and tfs (uint32) the postings by term,
 *     records ascending (`Bm25.build`'s own path makes the same arrays); one counting pass
 *     instead of a sort and a dozen arrays the size of the postings. The weights are computed
 *     from them when searched (`Bm25.weights`).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint64_t hash;
    int64_t at; /* in the arena */
    int64_t len; /* -1: empty slot */
    int32_t id;  /* -1: a stopword */
} Slot;

typedef struct {
    Slot *slots;
    size_t cap, used;
    char *arena;
    size_t arena_len, arena_cap;
} Table;

#define FNV_BASIS 1469598103934665603ULL
#define FNV_PRIME 1099511628211ULL

/* each byte's lowercase when the rule keeps it (a-z, 0-9), else 0 */
static unsigned char KEEP[256];

static void
keep_init(void)
{
    for (int c = 0; c < 256; c++) {
        if (c >= 'a' && c <= 'z')
            KEEP[c] = (unsigned char)c;
        else if (c >= 'A' && c <= 'Z')
            KEEP[c] = (unsigned char)(c + 32);
        else if (c >= '0' && c <= '9')
            KEEP[c] = (unsigned char)c;
    }
}

static int
table_init(Table *t, size_t cap)
{
    t->cap = cap;
    t->used = 0;
    t->slots = malloc(cap * sizeof(Slot));
    t->arena_cap = 1 << 16;
    t->arena_len = 0;
    t->arena = malloc(t->arena_cap);
    if (!t->slots || !t->arena)
        return -1;
    for (size_t i = 0; i < cap; i++)
        t->slots[i].len = -1;
    return 0;
}

static void
table_free(Table *t)
{
    free(t->slots);
    free(t->arena);
}

static int
table_grow(Table *t)
{
    size_t cap = t->cap * 2;
    Slot *slots = malloc(cap * sizeof(Slot));
    if (!slots)
        return -1;
    for (size_t i = 0; i < cap; i++)
        slots[i].len = -1;
    for (size_t i = 0; i < t->cap; i++) {
        if (t->slots[i].len < 0)
            continue;
        size_t j = t->slots[i].hash & (cap - 1);
        while (slots[j].len >= 0)
            j = (j + 1) & (cap - 1);
        slots[j] = t->slots[i];
    }
    free(t->slots);
    t->slots = slots;
    t->cap = cap;
    return 0;
}

/* a growable array of fixed-size items */
typedef struct {
    char *p;
    size_t len, cap, item;
} Vec;

static int
vec_push(Vec *v, const void *x)
{
    if (v->len == v->cap) {
        size_t cap = v->cap ? v->cap * 2 : 1024;
        char *p = realloc(v->p, cap * v->item);
        if (!p)
            return -1;
        v->p = p;
        v->cap = cap;
    }
    memcpy(v->p + v->len * v->item, x, v->item);
    v->len++;
    return 0;
}

static PyObject *
postings(PyObject *self, PyObject *args)
{
    Py_buffer data, offsets;
    int width;
    Py_ssize_t first, count;
    PyObject *stopwords;
    if (!PyArg_ParseTuple(args, "y*y*innO", &data, &offsets, &width, &first, &count, &stopwords))
        return NULL;
    PyObject *result = NULL, *vocab = NULL;
    Table table = {0};
    Vec tok_term = {NULL, 0, 0, sizeof(int32_t)}, tok_doc = {NULL, 0, 0, sizeof(int64_t)};
    unsigned char *scratch = NULL;
    size_t scratch_cap = 256;
    int64_t *lengths = NULL, *npost = NULL, *last = NULL, *cursor = NULL;
    int32_t *out_term = NULL;
    int64_t *out_doc = NULL, *out_tf = NULL;
    int32_t n_terms = 0;

    if ((width != 4 && width != 8) || first < 0 || count < 0 ||
        (Py_ssize_t)((first + count + 1) * width) > offsets.len) {
        PyErr_SetString(PyExc_ValueError, "postings: offsets do not cover the texts");
        goto done;
    }
    const unsigned char *bytes = data.buf;
    int64_t lo_all, hi_all;
#define OFFSET(i)                                                                             \
    (width == 8 ? ((const int64_t *)offsets.buf)[(i)] : (int64_t)((const int32_t *)offsets.buf)[(i)])
    lo_all = OFFSET(first);
    hi_all = OFFSET(first + count);
    if (lo_all < 0 || hi_all < lo_all || hi_all > data.len) {
        PyErr_SetString(PyExc_ValueError, "postings: offsets outside the data");
        goto done;
    }
    for (int64_t i = lo_all; i < hi_all; i++) {
        if (bytes[i] >= 0x80) { /* not ASCII: the caller's numpy path */
            result = Py_NewRef(Py_None);
            goto done;
        }
    }
    vocab = PyList_New(0);
    scratch = malloc(scratch_cap);
    lengths = calloc(count ? count : 1, sizeof(int64_t));
    if (!vocab || !scratch || !lengths || table_init(&table, 1 << 14) < 0) {
        if (!PyErr_Occurred())
            PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t d = 0; d < count; d++) {
        int64_t i = OFFSET(first + d), end = OFFSET(first + d + 1);
        if (end < i || end > hi_all) {
            PyErr_SetString(PyExc_ValueError, "postings: offsets do not ascend");
            goto done;
        }
        while (i < end) {
            if (!KEEP[bytes[i]]) {
                i++;
                continue;
            }
            /* one token: its lowercased bytes into scratch, hashed as they are read */
            size_t n = 0;
            uint64_t h = FNV_BASIS;
            unsigned char c;
            while (i < end && (c = KEEP[bytes[i]]) != 0) {
                if (n == scratch_cap) {
                    unsigned char *s = realloc(scratch, scratch_cap * 2);
                    if (!s) {
                        PyErr_NoMemory();
                        goto done;
                    }
                    scratch = s;
                    scratch_cap *= 2;
                }
                scratch[n++] = c;
                h = (h ^ c) * FNV_PRIME;
                i++;
            }
            size_t j = h & (table.cap - 1);
            while (table.slots[j].len >= 0 &&
                   !(table.slots[j].hash == h && (size_t)table.slots[j].len == n &&
                     memcmp(table.arena + table.slots[j].at, scratch, n) == 0))
                j = (j + 1) & (table.cap - 1);
            int32_t id;
            if (table.slots[j].len >= 0) {
                id = table.slots[j].id;
            }
            else { /* a new token: a stopword, or the next term */
                PyObject *word = PyUnicode_DecodeASCII((const char *)scratch, n, NULL);
                if (!word)
                    goto done;
                int stop = PySequence_Contains(stopwords, word);
                if (stop < 0 || (!stop && PyList_Append(vocab, word) < 0)) {
                    Py_DECREF(word);
                    goto done;
                }
                Py_DECREF(word);
                id = stop ? -1 : n_terms++;
                if (table.arena_len + n > table.arena_cap) {
                    size_t cap = table.arena_cap;
                    while (table.arena_len + n > cap)
                        cap *= 2;
                    char *a = realloc(table.arena, cap);
                    if (!a) {
                        PyErr_NoMemory();
                        goto done;
                    }
                    table.arena = a;
                    table.arena_cap = cap;
                }
                memcpy(table.arena + table.arena_len, scratch, n);
                table.slots[j] = (Slot){h, (int64_t)table.arena_len, (int64_t)n, id};
                table.arena_len += n;
                if (++table.used * 2 > table.cap && table_grow(&table) < 0) {
                    PyErr_NoMemory();
                    goto done;
                }
            }
            if (id >= 0) {
                int64_t doc = d;
                if (vec_push(&tok_term, &id) < 0 || vec_push(&tok_doc, &doc) < 0) {
                    PyErr_NoMemory();
                    goto done;
                }
                lengths[d]++;
            }
        }
    }
    /* postings by term, records ascending within a term (tokens come in record order) */
    size_t tokens = tok_term.len, terms = n_terms ? (size_t)n_terms : 1;
    const int32_t *tt = (const int32_t *)tok_term.p;
    const int64_t *td = (const int64_t *)tok_doc.p;
    npost = calloc(terms, sizeof(int64_t));
    last = malloc(terms * sizeof(int64_t));
    cursor = malloc(terms * sizeof(int64_t));
    if (!npost || !last || !cursor) {
        PyErr_NoMemory();
        goto done;
    }
    for (size_t t = 0; t < terms; t++)
        last[t] = -1;
    int64_t pairs = 0;
    for (size_t k = 0; k < tokens; k++) {
        if (last[tt[k]] != td[k]) {
            last[tt[k]] = td[k];
            npost[tt[k]]++;
            pairs++;
        }
    }
    out_term = malloc((pairs ? pairs : 1) * sizeof(int32_t));
    out_doc = malloc((pairs ? pairs : 1) * sizeof(int64_t));
    out_tf = malloc((pairs ? pairs : 1) * sizeof(int64_t));
    if (!out_term || !out_doc || !out_tf) {
        PyErr_NoMemory();
        goto done;
    }
    int64_t at = 0;
    for (size_t t = 0; t < (size_t)n_terms; t++) {
        cursor[t] = at;
        for (int64_t k = 0; k < npost[t]; k++)
            out_term[at + k] = (int32_t)t;
        at += npost[t];
        last[t] = -1;
    }
    for (size_t k = 0; k < tokens; k++) {
        int32_t t = tt[k];
        if (last[t] != td[k]) { /* last[t]: the record of t's newest posting */
            last[t] = td[k];
            out_doc[cursor[t]] = td[k];
            out_tf[cursor[t]] = 1;
            cursor[t]++;
        }
        else {
            out_tf[cursor[t] - 1]++;
        }
    }
    result = Py_BuildValue(
        "(Oy#y#y#y#)", vocab, (const char *)out_term, (Py_ssize_t)(pairs * sizeof(int32_t)),
        (const char *)out_doc, (Py_ssize_t)(pairs * sizeof(int64_t)), (const char *)out_tf,
        (Py_ssize_t)(pairs * sizeof(int64_t)), (const char *)lengths,
        (Py_ssize_t)(count * sizeof(int64_t)));
done:
#undef OFFSET
    Py_XDECREF(vocab);
    table_free(&table);
    free(tok_term.p);
    free(tok_doc.p);
    free(scratch);
    free(lengths);
    free(npost);
    free(last);
    free(cursor);
    free(out_term);
    free(out_doc);
    free(out_tf);
    PyBuffer_Release(&data);
    PyBuffer_Release(&offsets);
    return result;
}

/* one part of `assemble`: its buffers, checked against each other */
typedef struct {
    Py_buffer to_global, local, doc, tf;
    Py_ssize_t first, count;
    int held;
} Part;

static void
parts_release(Part *parts, Py_ssize_t n)
{
    for (Py_ssize_t i = 0; i < n; i++) {
        if (parts[i].held) {
            PyBuffer_Release(&parts[i].to_global);
            PyBuffer_Release(&parts[i].local);
            PyBuffer_Release(&parts[i].doc);
            PyBuffer_Release(&parts[i].tf);
        }
    }
    free(parts);
}

static PyObject *
assemble(PyObject *self, PyObject *args)
{
    PyObject *seq;
    Py_ssize_t records;
    Py_buffer indptr, docs, tfs;
    if (!PyArg_ParseTuple(args, "Onw*w*w*", &seq, &records, &indptr, &docs, &tfs))
        return NULL;
    PyObject *result = NULL, *fast = NULL;
    Part *parts = NULL;
    Py_ssize_t n_parts = 0;
    int64_t *cursor = NULL;
    Py_ssize_t terms = indptr.len / (Py_ssize_t)sizeof(int64_t) - 1;
    Py_ssize_t total = docs.len / (Py_ssize_t)sizeof(int32_t);
    if (terms < 0 || records < 0 || tfs.len != total * (Py_ssize_t)sizeof(uint32_t)) {
        PyErr_SetString(PyExc_ValueError, "assemble: the arrays' sizes do not fit together");
        goto done;
    }
    fast = PySequence_Fast(seq, "assemble: parts must be a sequence");
    if (!fast)
        goto done;
    n_parts = PySequence_Fast_GET_SIZE(fast);
    parts = calloc(n_parts ? n_parts : 1, sizeof(Part));
    if (!parts) {
        PyErr_NoMemory();
        goto done;
    }
    Py_ssize_t sum = 0;
    for (Py_ssize_t i = 0; i < n_parts; i++) {
        Part *p = &parts[i];
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i), "y*y*y*ny*", &p->to_global,
                              &p->local, &p->doc, &p->first, &p->tf))
            goto done;
        p->held = 1;
        p->count = p->local.len / (Py_ssize_t)sizeof(int32_t);
        if (p->doc.len != p->count * (Py_ssize_t)sizeof(int64_t) ||
            p->tf.len != p->count * (Py_ssize_t)sizeof(int64_t) || p->first < 0) {
            PyErr_SetString(PyExc_ValueError, "assemble: a part's arrays differ in length");
            goto done;
        }
        sum += p->count;
    }
    if (sum != total) {
        PyErr_SetString(PyExc_ValueError, "assemble: the postings do not fill the arrays");
        goto done;
    }
    int64_t *ip = indptr.buf;
    int32_t *out_doc = docs.buf;
    uint32_t *out_tf = tfs.buf;
    /* each term's count of postings (checking every term and record) */
    for (Py_ssize_t i = 0; i < n_parts; i++) {
        Part *p = &parts[i];
        const int32_t *g = p->to_global.buf, *l = p->local.buf;
        const int64_t *d = p->doc.buf;
        Py_ssize_t n_local = p->to_global.len / (Py_ssize_t)sizeof(int32_t);
        for (Py_ssize_t k = 0; k < p->count; k++) {
            int32_t t;
            if (l[k] < 0 || l[k] >= n_local || (t = g[l[k]]) < 0 || t >= terms || d[k] < 0 ||
                p->first + d[k] >= records) {
                PyErr_SetString(PyExc_ValueError, "assemble: a posting names no term or record");
                goto done;
            }
            ip[t + 1]++;
        }
    }
    cursor = malloc((terms ? terms : 1) * sizeof(int64_t));
    if (!cursor) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t t = 0; t < terms; t++) {
        cursor[t] = ip[t];
        ip[t + 1] += ip[t];
    }
    for (Py_ssize_t i = 0; i < n_parts; i++) {
        Part *p = &parts[i];
        const int32_t *g = p->to_global.buf, *l = p->local.buf;
        const int64_t *d = p->doc.buf, *tf = p->tf.buf;
        for (Py_ssize_t k = 0; k < p->count; k++) {
            int32_t t = g[l[k]];
            int64_t r = p->first + d[k];
            if (tf[k] < 1 || tf[k] > UINT32_MAX) {
                PyErr_SetString(PyExc_ValueError, "assemble: a posting's count is out of range");
                goto done;
            }
            out_doc[cursor[t]] = (int32_t)r;
            out_tf[cursor[t]] = (uint32_t)tf[k];
            cursor[t]++;
        }
    }
    result = Py_NewRef(Py_None);
done:
    if (parts)
        parts_release(parts, n_parts);
    Py_XDECREF(fast);
    free(cursor);
    PyBuffer_Release(&indptr);
    PyBuffer_Release(&docs);
    PyBuffer_Release(&tfs);
    return result;
}

static PyMethodDef methods[] = {
    {"postings", postings, METH_VARARGS,
     "postings(data, offsets, width, first, count, stopwords): one chunk's vocabulary, "
     "postings (term, record, count) and record lengths, or None for texts not all ASCII"},
    {"assemble", assemble, METH_VARARGS,
     "assemble(parts, records, indptr, docs, tfs): the index's arrays from the chunks' "
     "postings, filled in place"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_bm25_c", "One chunk's BM25 postings, compiled.", -1, methods,
};

PyMODINIT_FUNC
PyInit__bm25_c(void)
{
    keep_init();
    PyObject *m = PyModule_Create(&module);
    /* what `assemble` fills: gymkit.engine.search uses a build of this source only */
    if (m && PyModule_AddIntConstant(m, "ASSEMBLES", 3) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
