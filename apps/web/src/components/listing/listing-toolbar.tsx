import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Title with 'Adicionar', then the quick search and the table tools; everything wraps on narrow screens. */
export function ListingToolbar(props: {
  /** Left out when the page above already names the list. */
  title?: string;
  onAdd?: () => void;
  search: string;
  onSearchChange(value: string): void;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {(props.title || props.onAdd) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          {props.title && (
            <Typography variant="h5" component="h1">
              {props.title}
            </Typography>
          )}
          {props.onAdd && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={props.onAdd} sx={{ ml: 'auto' }}>
              Adicionar
            </Button>
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <TextField
          size="small"
          type="search"
          label="Pesquisar"
          id="listing-search"
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          sx={{ flex: '1 1 220px', maxWidth: { sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: 'auto' }}>{props.children}</Box>
      </Box>
    </Box>
  );
}
