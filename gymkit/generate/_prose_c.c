/* The end of `DocumentWriter._attempt` (gymkit/generate/prose.py), compiled: the opening
 * sentence, the extras' places, the filler loop (`_fill_gap`) and the closing sentence (`_fit`).
 *
 * Why: at 100,000 objects per collection the writers spend most of their time in that loop;
 * this is the same loop over the same Python objects, drawing from the same `random.Random`
 * (its bound `random` method is called exactly as the Python code calls it), so a document
 * and the generator's state after it are byte-identical to the Python path (which stays, and
 * is used when this module is not built; tests/generate/test_prose_compiled.py compares them).
 *
 * A lexicon is a tuple (terms, capped, sizes, anchors, fits): its terms (distinct strings),
 * each with its first letter capitalised, each term's word count, the indices of its anchors,
 * and for each closing length MIN_CLOSE..MAX_CLOSE the options of `_fit` as tuples
 * (shapes, pool_a, pool_b): the shapes of that (fixed, slots), the term indices of the first
 * term's length and of the second's (None for one slot). A shape is a tuple
 * (fixed, slots, head, mid, tail), head capitalised or empty (then the term is capitalised).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

/* int(r() * n), as the Python code draws an index below n */
static int
draw(PyObject *r, Py_ssize_t n, Py_ssize_t *out)
{
    PyObject *f = PyObject_CallNoArgs(r);
    if (f == NULL)
        return -1;
    double d = PyFloat_AsDouble(f);
    Py_DECREF(f);
    if (d == -1.0 && PyErr_Occurred())
        return -1;
    Py_ssize_t i = (Py_ssize_t)(d * (double)n);
    if (i < 0 || i >= n) {
        PyErr_SetString(PyExc_IndexError, "draw: index out of range");
        return -1;
    }
    *out = i;
    return 0;
}

static Py_ssize_t
as_ssize(PyObject *o)
{
    return PyLong_AsSsize_t(o);
}

#define TUPLE_ITEM(t, i) PyTuple_GET_ITEM((t), (i))

/* shape.render(terms[x], terms[y]) of a lexicon (y < 0: one slot) */
static PyObject *
render(PyObject *shape, PyObject *lex, Py_ssize_t x, Py_ssize_t y)
{
    PyObject *head = TUPLE_ITEM(shape, 2);
    PyObject *mid = TUPLE_ITEM(shape, 3);
    PyObject *tail = TUPLE_ITEM(shape, 4);
    PyObject *terms = TUPLE_ITEM(lex, 0);
    PyObject *capped = TUPLE_ITEM(lex, 1);
    PyObject *xs = PyUnicode_GET_LENGTH(head) == 0 ? TUPLE_ITEM(capped, x) : TUPLE_ITEM(terms, x);
    PyObject *parts;
    if (y < 0)
        parts = PyTuple_Pack(3, head, xs, mid);
    else
        parts = PyTuple_Pack(5, head, xs, mid, TUPLE_ITEM(terms, y), tail);
    if (parts == NULL)
        return NULL;
    PyObject *empty = PyUnicode_FromStringAndSize(NULL, 0);
    if (empty == NULL) {
        Py_DECREF(parts);
        return NULL;
    }
    PyObject *out = PyUnicode_Join(empty, parts);
    Py_DECREF(empty);
    Py_DECREF(parts);
    return out;
}

static Py_ssize_t
size_of(PyObject *lex, Py_ssize_t i)
{
    return as_ssize(TUPLE_ITEM(TUPLE_ITEM(lex, 2), i));
}

/* `_draw(rnd, lex, anchor=True)`: the rendered sentence and its word count */
static PyObject *
draw_anchored(PyObject *r, PyObject *kinds, PyObject *lex, Py_ssize_t *words)
{
    PyObject *terms = TUPLE_ITEM(lex, 0);
    PyObject *anchors = TUPLE_ITEM(lex, 3);
    Py_ssize_t k, a, s, y = -1;
    if (draw(r, PyTuple_GET_SIZE(kinds), &k) < 0)
        return NULL;
    PyObject *kind = TUPLE_ITEM(kinds, k);
    if (draw(r, PyTuple_GET_SIZE(anchors), &a) < 0)
        return NULL;
    Py_ssize_t x = as_ssize(TUPLE_ITEM(anchors, a));
    if (draw(r, PyTuple_GET_SIZE(kind), &s) < 0)
        return NULL;
    PyObject *shape = TUPLE_ITEM(kind, s);
    Py_ssize_t n = as_ssize(TUPLE_ITEM(shape, 0)) + size_of(lex, x);
    if (as_ssize(TUPLE_ITEM(shape, 1)) == 2) {
        Py_ssize_t len = PyTuple_GET_SIZE(terms);
        if (draw(r, len, &y) < 0)
            return NULL;
        if (y == x && len > 1)
            y = (y + 1) % len;
        n += size_of(lex, y);
    }
    *words = n;
    return render(shape, lex, x, y);
}

/* insert `s` at 1 + int(r() * len(sentences)) */
static int
insert(PyObject *r, PyObject *sentences, PyObject *s)
{
    Py_ssize_t at;
    if (draw(r, PyList_GET_SIZE(sentences), &at) < 0)
        return -1;
    return PyList_Insert(sentences, at + 1, s);
}

/* len(s.split()) */
static Py_ssize_t
word_count(PyObject *s)
{
    PyObject *parts = PyUnicode_Split(s, NULL, -1);
    if (parts == NULL)
        return -1;
    Py_ssize_t n = PyList_GET_SIZE(parts);
    Py_DECREF(parts);
    return n;
}

/* `_fill_gap`: returns 0 and sets *gap and *turn, or -1 */
static int
fill_gap(PyObject *r, PyObject *kinds, PyObject **lexes, Py_ssize_t n_lexes, PyObject *sentences,
         Py_ssize_t *gap, Py_ssize_t *turn, Py_ssize_t min_close, Py_ssize_t max_close)
{
    Py_ssize_t g = *gap, t = 1;
    Py_ssize_t n_kinds = PyTuple_GET_SIZE(kinds);
    for (int i = 0; i < 60; i++) {
        if (g <= max_close)
            break;
        PyObject *lex = lexes[t % n_lexes];
        PyObject *terms = TUPLE_ITEM(lex, 0);
        Py_ssize_t len = PyTuple_GET_SIZE(terms);
        Py_ssize_t k, s, x, y = -1;
        if (draw(r, n_kinds, &k) < 0)
            return -1;
        PyObject *kind = TUPLE_ITEM(kinds, k);
        if (draw(r, PyTuple_GET_SIZE(kind), &s) < 0)
            return -1;
        PyObject *shape = TUPLE_ITEM(kind, s);
        if (draw(r, len, &x) < 0)
            return -1;
        Py_ssize_t n = as_ssize(TUPLE_ITEM(shape, 0)) + size_of(lex, x);
        if (as_ssize(TUPLE_ITEM(shape, 1)) == 2) {
            if (draw(r, len, &y) < 0)
                return -1;
            if (y == x && len > 1)
                y = (y + 1) % len;
            n += size_of(lex, y);
        }
        if (n <= g - min_close) {
            Py_ssize_t at;
            if (draw(r, PyList_GET_SIZE(sentences), &at) < 0)
                return -1;
            PyObject *sentence = render(shape, lex, x, y);
            if (sentence == NULL)
                return -1;
            int rc = PyList_Insert(sentences, at + 1, sentence);
            Py_DECREF(sentence);
            if (rc < 0)
                return -1;
            g -= n;
            t += 1;
        }
    }
    *gap = g;
    *turn = t;
    return 0;
}

/* `_fit(rnd, lex, n)`: a new reference, Py_None when no option fits, NULL on error */
static PyObject *
fit(PyObject *r, PyObject *lex, Py_ssize_t n, Py_ssize_t min_close)
{
    PyObject *options = TUPLE_ITEM(TUPLE_ITEM(lex, 4), n - min_close);
    Py_ssize_t o, s, a, b;
    if (PyTuple_GET_SIZE(options) == 0)
        Py_RETURN_NONE;
    if (draw(r, PyTuple_GET_SIZE(options), &o) < 0)
        return NULL;
    PyObject *option = TUPLE_ITEM(options, o);
    PyObject *shapes = TUPLE_ITEM(option, 0);
    PyObject *pool_a = TUPLE_ITEM(option, 1);
    PyObject *pool_b = TUPLE_ITEM(option, 2);
    if (draw(r, PyTuple_GET_SIZE(shapes), &s) < 0)
        return NULL;
    PyObject *shape = TUPLE_ITEM(shapes, s);
    if (draw(r, PyTuple_GET_SIZE(pool_a), &a) < 0)
        return NULL;
    Py_ssize_t x = as_ssize(TUPLE_ITEM(pool_a, a)), y = -1;
    if (pool_b != Py_None) {
        Py_ssize_t len = PyTuple_GET_SIZE(pool_b);
        if (draw(r, len, &b) < 0)
            return NULL;
        y = as_ssize(TUPLE_ITEM(pool_b, b));
        if (y == x && len > 1)
            y = as_ssize(TUPLE_ITEM(pool_b, (b + 1) % len));
    }
    return render(shape, lex, x, y);
}

/* finish(random, kinds, main, second, extras, words, min_close, max_close) -> str | None */
static PyObject *
finish(PyObject *self, PyObject *args)
{
    PyObject *r, *kinds, *main_lex, *second, *extras;
    Py_ssize_t words, min_close, max_close;
    if (!PyArg_ParseTuple(args, "OO!O!OO!nnn", &r, &PyTuple_Type, &kinds, &PyTuple_Type,
                          &main_lex, &second, &PyList_Type, &extras, &words, &min_close,
                          &max_close))
        return NULL;
    if (second != Py_None && !PyTuple_Check(second)) {
        PyErr_SetString(PyExc_TypeError, "finish: second must be a lexicon tuple or None");
        return NULL;
    }
    PyObject *lexes[2] = {main_lex, second};
    Py_ssize_t n_lexes = second == Py_None ? 1 : 2;
    PyObject *sentences = NULL, *result = NULL, *sentence;
    Py_ssize_t gap, w, turn;

    sentence = draw_anchored(r, kinds, main_lex, &gap);
    if (sentence == NULL)
        return NULL;
    sentences = PyList_New(1);
    if (sentences == NULL) {
        Py_DECREF(sentence);
        return NULL;
    }
    PyList_SET_ITEM(sentences, 0, sentence); /* steals the reference */
    if (second != Py_None) {
        sentence = draw_anchored(r, kinds, second, &w);
        if (sentence == NULL)
            goto done;
        int rc = PyList_Append(extras, sentence);
        Py_DECREF(sentence);
        if (rc < 0)
            goto done;
    }
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(extras); i++) {
        PyObject *s = PyList_GET_ITEM(extras, i);
        if (insert(r, sentences, s) < 0)
            goto done;
        w = word_count(s);
        if (w < 0)
            goto done;
        gap += w;
    }
    gap = words - gap;
    if (fill_gap(r, kinds, lexes, n_lexes, sentences, &gap, &turn, min_close, max_close) < 0)
        goto done;
    if (gap < min_close || gap > max_close) {
        result = Py_NewRef(Py_None);
        goto done;
    }
    sentence = fit(r, lexes[turn % n_lexes], gap, min_close);
    if (sentence == NULL)
        goto done;
    if (sentence == Py_None) {
        result = sentence;
        goto done;
    }
    if (insert(r, sentences, sentence) < 0) {
        Py_DECREF(sentence);
        goto done;
    }
    Py_DECREF(sentence);
    {
        PyObject *space = PyUnicode_FromString(" ");
        if (space == NULL)
            goto done;
        result = PyUnicode_Join(space, sentences);
        Py_DECREF(space);
    }
done:
    Py_XDECREF(sentences);
    return result;
}

static PyMethodDef methods[] = {
    {"finish", finish, METH_VARARGS,
     "finish(random, kinds, main, second, extras, words, min_close, max_close): the document "
     "`DocumentWriter._attempt` writes from its extras on, or None"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_prose_c", "The prose writer's document loop, compiled.", -1, methods,
};

PyMODINIT_FUNC
PyInit__prose_c(void)
{
    return PyModule_Create(&module);
}
